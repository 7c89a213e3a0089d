import { useEffect, useState } from 'react';

/** Where the stack sits with no dialog open, and its gap under an open dialog's title. */
export const TOAST_TOP = 24;
const GAP = 8;

/** Room above a dialog that leaves the toasts where they are: two toasts fit above it. */
const ROOM_ABOVE = 128;

/**
 * Where the toasts start: at the top, unless the topmost open dialog reaches up there (full screen on a phone, a
 * tall dialog on a desktop); then right under its title bar. MUI mounts each dialog in a portal directly under
 * <body>, so watching body's children sees every open and close; a resize moves the title (a dialog goes full
 * screen below 600 px).
 */
function clearance(): number {
  const dialogs = document.querySelectorAll<HTMLElement>('.MuiDialog-root [role="dialog"]');
  const top = dialogs[dialogs.length - 1];
  if (!top || top.getBoundingClientRect().top >= ROOM_ABOVE) return TOAST_TOP;
  const title = top.querySelector<HTMLElement>('.MuiDialogTitle-root') ?? top;
  return Math.max(TOAST_TOP, Math.ceil(title.getBoundingClientRect().bottom) + GAP);
}

/**
 * The toasts' top offset (issue 25: toasts never cover an open dialog's title or its actions). Under a dialog that
 * fills the top of the window the stack starts below its title — over its content, which a toast may cover for a
 * few seconds, never over the title at the top or the actions at the bottom of a full-screen dialog on a phone.
 */
export function useDialogClearance(): number {
  const [top, setTop] = useState(TOAST_TOP);
  useEffect(() => {
    const update = () => setTop(clearance());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return top;
}
