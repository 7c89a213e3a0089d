/**
 * Where focus goes back when a dialog closes (WCAG 2.4.3). MUI's focus trap returns focus to what was focused
 * when the dialog opened, which is often nothing: the opener was disabled while the dialog's data loaded (a plan's
 * Subscribe while the level is checked), or it sat in a dialog that closed as this one opened (the order
 * confirmation's Pay). Each dialog keeps its chain of openers: its own, then the opener of the dialog it was opened
 * from, and so on; on close the first one still on the page and enabled gets focus, unless the user has already put
 * focus somewhere.
 */

let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  // A focused button that becomes disabled leaves focus on the body without a focusout: remember it from focusin.
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
    },
    true,
  );
}

/** The chains of open dialogs, by the id of their title (the dialog's aria-labelledby). */
const chains = new Map<string, HTMLElement[]>();

/**
 * The chain of a dialog that closed while none of its openers could take focus (the checkout's Continue, disabled
 * while the order is made): the dialog that opens next, from nowhere, inherits it.
 */
let orphan: { chain: HTMLElement[]; at: number } | null = null;
const ORPHAN_MS = 5000;

function focusedNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/** Called as the dialog opens: its opener and, when that sits in another dialog, that dialog's openers. */
export function rememberOpener(titleId: string) {
  const opener = focusedNow();
  if (!opener) {
    if (orphan && Date.now() - orphan.at < ORPHAN_MS) chains.set(titleId, orphan.chain);
    orphan = null;
    return;
  }
  const outer = opener.closest('[role="dialog"]')?.getAttribute('aria-labelledby');
  chains.set(titleId, [opener, ...((outer && chains.get(outer)) || [])]);
}

// The page behind is still aria-hidden while the dialog fades out: that does not keep focus from it; inert does.
const usable = (element: HTMLElement) =>
  element.isConnected && !(element as HTMLButtonElement).disabled && !element.closest('[inert]');

/** Called once the dialog has closed: focus goes to the first opener still there, if nothing else has it. */
export function returnFocus(titleId: string) {
  const chain = chains.get(titleId) ?? [];
  chains.delete(titleId);
  const active = document.activeElement;
  // Still in the closing dialog (its paper, while it fades out) counts as nowhere: it is about to go.
  const closing = active?.closest(`[aria-labelledby="${CSS.escape(titleId)}"]`);
  if (active instanceof HTMLElement && active !== document.body && active.isConnected && !closing) return;
  const target = chain.find(usable);
  if (target) target.focus();
  else if (chain.length) orphan = { chain, at: Date.now() };
}
