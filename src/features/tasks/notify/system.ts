import { systemPermission } from '@/hooks/systemPermission';

export interface SystemNotice {
  title: string;
  body: string;
  /** One notification per record: a later one for the same record replaces it. */
  tag: string;
  silent: boolean;
  onClick: () => void;
}

/** A system notification, when the browser allows it; clicking it brings the tab forward and runs `onClick`. */
export function showSystemNotification({ title, body, tag, silent, onClick }: SystemNotice): boolean {
  if (systemPermission() !== 'granted') return false;
  try {
    const notification = new Notification(title, { body, tag, silent, icon: '/favicon.svg' });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    return true;
  } catch {
    // Some browsers allow notifications only from a service worker: the title and the icon still tell.
    return false;
  }
}
