/*
 * The browser's permission for system notifications, apart from the notification settings: only the settings
 * dialog and the task notices (both lazy) need it, while every creation route reads the settings.
 */

/** The browser's permission for system notifications: 'unsupported' where there is no Notification API. */
export type SystemPermission = NotificationPermission | 'unsupported';

export function systemPermission(): SystemPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks the browser for system notifications: only from the user's click on the switch, never on load. */
export async function requestSystemPermission(): Promise<SystemPermission> {
  if (systemPermission() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return systemPermission();
  }
}
