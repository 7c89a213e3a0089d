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

/** How many times each dialog has opened: a wait for an opener ends when its dialog opens again. */
const openings = new Map<string, number>();

function focusedNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/** Called as the dialog opens: its opener and, when that sits in another dialog, that dialog's openers. */
export function rememberOpener(titleId: string) {
  openings.set(titleId, (openings.get(titleId) ?? 0) + 1);
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

/** How long an opener may stay disabled after its dialog closed (a cancel request in flight), and how often to look. */
const WAIT_MS = 3000;
const WAIT_STEP_MS = 100;

/**
 * Called once the dialog has closed: focus goes to the first opener still there, if nothing else has it. An opener
 * that is disabled for a moment (the checkout's Continue while the closed payment's order is cancelled) gets it as
 * soon as it is enabled again, unless the user has put focus somewhere meanwhile.
 */
export function returnFocus(titleId: string, waited = 0, opening = openings.get(titleId)) {
  if (openings.get(titleId) !== opening) return;
  const chain = chains.get(titleId) ?? [];
  const active = document.activeElement;
  // Still in the closing dialog (its paper, while it fades out) counts as nowhere: it is about to go.
  const closing = active?.closest(`[aria-labelledby="${CSS.escape(titleId)}"]`);
  if (active instanceof HTMLElement && active !== document.body && active.isConnected && !closing) {
    chains.delete(titleId);
    return;
  }
  const target = chain.find(usable);
  if (target) {
    chains.delete(titleId);
    target.focus();
  } else if (waited < WAIT_MS && chain.some((element) => element.isConnected)) {
    setTimeout(() => returnFocus(titleId, waited + WAIT_STEP_MS, opening), WAIT_STEP_MS);
  } else {
    chains.delete(titleId);
    if (chain.length) orphan = { chain, at: Date.now() };
  }
}
