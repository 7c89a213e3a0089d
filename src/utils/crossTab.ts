/**
 * Notices between the app's tabs (issue 41 §3, §8): a session that ended or changed hands, a payment order
 * opened or finished. One `BroadcastChannel`; where a browser has none, a local-storage key whose `storage`
 * event reaches the other tabs (the value carries a nonce, so the same notice twice still fires).
 * A tab never hears its own notices. Messages carry ids, never a token.
 */

export type CrossTabMessage =
  /** The session changed: signed out, or signed in (perhaps as someone else). */
  | { type: 'session'; signedIn: boolean }
  /** A payment order of `user` was opened (form shown) or ended (`paid`, `failed`, `cancelled`). */
  | {
      type: 'order';
      event: 'open' | 'paid' | 'failed' | 'cancelled';
      user: string | null;
      orderId: string;
      kind: 'plan' | 'making';
    };

export const CROSS_TAB_CHANNEL = 'atelier.tabs';
/** The storage fallback's key (named in the privacy policy's storage list as a transient message). */
export const CROSS_TAB_STORAGE_KEY = 'atelier.tabs.message';

type Listener = (message: CrossTabMessage) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function deliver(message: unknown) {
  if (!message || typeof message !== 'object' || !('type' in message)) return;
  for (const listener of [...listeners]) listener(message as CrossTabMessage);
}

function onStorage(event: StorageEvent) {
  if (event.key !== CROSS_TAB_STORAGE_KEY || !event.newValue) return;
  try {
    deliver((JSON.parse(event.newValue) as { message?: unknown }).message);
  } catch {
    // Not ours, or cut short: ignored.
  }
}

/** The channel, opened on first use; null where the browser has none (then the storage event carries notices). */
function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof window === 'undefined') return (channel = null);
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CROSS_TAB_CHANNEL) : null;
  } catch {
    channel = null;
  }
  if (channel) {
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    // Node's channel (the test runner) would keep the process alive; browsers have no `unref`.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  } else window.addEventListener('storage', onStorage);
  return channel;
}

/** Tells the other tabs. Never throws: a tab that cannot tell others still works on its own. */
export function postCrossTab(message: CrossTabMessage): void {
  const target = open();
  try {
    if (target) {
      target.postMessage(message);
      return;
    }
    const nonce = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    localStorage.setItem(CROSS_TAB_STORAGE_KEY, JSON.stringify({ message, nonce }));
    localStorage.removeItem(CROSS_TAB_STORAGE_KEY);
  } catch {
    // Storage full or disabled, channel closed: the other tabs learn at their next focus or load.
  }
}

/** Listens to the other tabs' notices; returns the unsubscribe. */
export function onCrossTab(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
