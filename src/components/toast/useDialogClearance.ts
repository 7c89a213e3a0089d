import { useEffect, useState } from 'react';
import { HEADER_HEIGHT } from '@/theme/layout';

const GAP = 8;
/** Where the stack sits with no dialog open: under the app's header, whose title and controls it must not cover. */
export const TOAST_TOP = HEADER_HEIGHT + GAP;
/** Its least distance from the bottom edge, in a dialog that fills the window. */
const TOAST_BOTTOM = 24;

/** Room above a dialog that leaves the toasts where they are: two toasts fit above it. */
const ROOM_ABOVE = TOAST_TOP + 104;

/** Where the stack is anchored: its top edge, or (in a dialog that fills the window) its bottom edge. */
export type ToastPlace = { top: number } | { bottom: number };

/**
 * Where the toasts go: at the top, unless the topmost open dialog reaches up there. In a dialog that fills the
 * window (full screen on a phone) they go to the bottom, above its actions if it shows any: its title and the
 * first lines under it (a payment's amount, the field to type next) stay in view. Under a tall dialog that leaves
 * the bottom of the window free (a desktop), right under its title bar. MUI mounts each dialog in a portal under
 * <body>; the stack watches body's subtree while it is shown (a dialog's actions come and go with its steps), and
 * resizes (a dialog goes full screen below 600 px).
 */
function place(): ToastPlace {
  const dialogs = document.querySelectorAll<HTMLElement>('.MuiDialog-root [role="dialog"]');
  const top = dialogs[dialogs.length - 1];
  const box = top?.getBoundingClientRect();
  if (!top || !box || box.top >= ROOM_ABOVE) return { top: TOAST_TOP };
  if (box.bottom >= window.innerHeight - 1) {
    const actions = top.querySelector<HTMLElement>('.MuiDialogActions-root');
    const limit = actions ? actions.getBoundingClientRect().top : window.innerHeight;
    return { bottom: Math.max(TOAST_BOTTOM, Math.ceil(window.innerHeight - limit) + GAP) };
  }
  const title = top.querySelector<HTMLElement>('.MuiDialogTitle-root') ?? top;
  return { top: Math.max(TOAST_TOP, Math.ceil(title.getBoundingClientRect().bottom) + GAP) };
}

const samePlace = (a: ToastPlace, b: ToastPlace) =>
  ('top' in a ? a.top : -a.bottom) === ('top' in b ? b.top : -b.bottom) && 'top' in a === 'top' in b;

/**
 * The toasts' place (issue 25: toasts never cover an open dialog's title or its actions), kept up to date while
 * the stack is shown.
 */
export function useDialogClearance(): ToastPlace {
  const [current, setCurrent] = useState<ToastPlace>({ top: TOAST_TOP });
  useEffect(() => {
    const update = () => {
      const next = place();
      setCurrent((previous) => (samePlace(previous, next) ? previous : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return current;
}
