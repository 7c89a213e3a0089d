// Callable from anywhere (middleware, hooks). The store is framework-free on purpose: it sits in the initial
// bundle, while ToastHost (AppProviders) lazy-loads what draws the toasts only once there is one to show.

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** A button in the toast ('View'); pressing it runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastItem {
  id: number;
  variant: ToastVariant;
  message: string;
  action?: ToastAction;
}

/** Toasts on screen at once; a newer one pushes the oldest out. */
export const TOAST_LIMIT = 4;
export const TOAST_AUTO_HIDE_MS = 4000;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
let hosts = 0;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

// Raised before a host mounts, a toast waits in the queue and shows once it does.
function show(variant: ToastVariant, message: string, action?: ToastAction) {
  if (toasts.some((item) => item.message === message)) return;
  publish([...toasts, { id: nextId++, variant, message, action }].slice(-TOAST_LIMIT));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  /** A toast with a button ('View'). */
  withAction: show,
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): readonly ToastItem[] => toasts,
  dismiss(id: number) {
    if (toasts.some((item) => item.id === id)) publish(toasts.filter((item) => item.id !== id));
  },
  /**
   * Called by the host on mount. When the last host goes (a test or a story unmounting the app), its toasts go
   * with it rather than reappearing in the next one. StrictMode's unmount-and-remount keeps them: the check
   * waits a microtask (a promise's, which fake timers leave alone, unlike queueMicrotask).
   */
  attachHost() {
    hosts += 1;
    return () => {
      hosts -= 1;
      void Promise.resolve().then(() => {
        if (hosts === 0 && toasts.length) publish([]);
      });
    };
  },
};
