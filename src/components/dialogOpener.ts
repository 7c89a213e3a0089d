/**
 * Where focus goes back when a dialog closes (WCAG 2.4.3). MUI's focus trap returns focus to what was focused
 * when the dialog opened, which is often nothing: the opener was disabled while the dialog's data loaded (a plan's
 * Subscribe while the level is checked), or it sat in a dialog that closed as this one opened (the order
 * confirmation's Pay). Each dialog keeps its chain of openers: its own, then the opener of the dialog it was opened
 * from, and so on; on close the first one still on the page and enabled gets focus, unless the user has already put
 * focus somewhere.
 */

let lastFocused: HTMLElement | null = null;
let tracking = false;

/**
 * Starts remembering the last focused element: a focused button that becomes disabled leaves focus on the body
 * without a focusout. Called where dialogs are declared (src/components/AppDialog.tsx), not where their lazy frame
 * loads: the opener is focused before a first dialog's code arrives.
 */
export function trackFocusForDialogs() {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
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

/** The dialogs open now: focus left in one that has closed (fading out) counts as nowhere. */
const shown = new Set<string>();

/**
 * The paper of the dialog an element frames. When the focused control goes away (the confirmation's Pay, disabled
 * while the order is made), MUI's focus trap puts focus on the dialog's frame: the container around the paper that
 * carries the dialog's role and name.
 */
const framedDialog = (element: Element) =>
  element.getAttribute('role') === 'presentation' ? element.querySelector(':scope > [role="dialog"]') : null;

/** The dialog an element belongs to: the one it sits in, or the one it frames. */
const dialogOf = (element: Element) => element.closest('[role="dialog"]') ?? framedDialog(element);

function focusedNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/** Called as the dialog opens: its opener and, when that sits in another dialog, that dialog's openers. */
export function rememberOpener(titleId: string) {
  openings.set(titleId, (openings.get(titleId) ?? 0) + 1);
  shown.add(titleId);
  const opener = focusedNow();
  if (!opener) {
    if (orphan && Date.now() - orphan.at < ORPHAN_MS) chains.set(titleId, orphan.chain);
    orphan = null;
    return;
  }
  const outer = dialogOf(opener)?.getAttribute('aria-labelledby');
  // A dialog's frame is no control to go back to (it goes with its dialog): its dialog's openers are.
  const own = framedDialog(opener) ? [] : [opener];
  chains.set(titleId, [...own, ...((outer && chains.get(outer)) || [])]);
}

// The page behind is still aria-hidden while the dialog fades out: that does not keep focus from it; inert does.
const usable = (element: HTMLElement) =>
  element.isConnected && !(element as HTMLButtonElement).disabled && !element.closest('[inert]');

/** How long an opener may stay disabled after its dialog closed (a cancel request in flight), and how often to look. */
const WAIT_MS = 3000;
const WAIT_STEP_MS = 100;

/** Where focus goes when no opener can take it: the control that opens the dialog again, if the screen has one. */
export type FocusFallback = () => HTMLElement | null | undefined;

/**
 * Once the dialog has closed: focus goes to the first opener still there, if nothing else has it, else to the
 * dialog's fallback (a dialog that opened with the page, or whose opener went away or stays disabled). An opener
 * that is disabled for a moment (the checkout's Continue while the closed payment's order is cancelled) gets it as
 * soon as it is enabled again, unless the user has put focus somewhere meanwhile.
 */
function returnFocus(titleId: string, fallback?: FocusFallback, waited = 0, opening = openings.get(titleId)) {
  if (openings.get(titleId) !== opening) return;
  const chain = chains.get(titleId) ?? [];
  const active = document.activeElement;
  // Still in a closed dialog that fades out (its paper or frame: this one, or the one before it that MUI's own
  // restore went back to) counts as nowhere: it is about to go.
  const holder = active && dialogOf(active)?.getAttribute('aria-labelledby');
  const closing = Boolean(holder && openings.has(holder) && !shown.has(holder));
  if (active instanceof HTMLElement && active !== document.body && active.isConnected && !closing) {
    chains.delete(titleId);
    return;
  }
  // While the closed dialog fades out, its focus trap still holds focus inside it (a focus() now is pulled back):
  // look again once it has gone, when MUI's own restore has had its turn.
  if (closing && waited < WAIT_MS) {
    setTimeout(() => returnFocus(titleId, fallback, waited + WAIT_STEP_MS, opening), WAIT_STEP_MS);
    return;
  }
  const spare = fallback?.();
  const target = chain.find(usable) ?? (spare && usable(spare) ? spare : undefined);
  if (target) {
    chains.delete(titleId);
    target.focus();
  } else if (waited < WAIT_MS && [...chain, spare].some((element) => element?.isConnected)) {
    setTimeout(() => returnFocus(titleId, fallback, waited + WAIT_STEP_MS, opening), WAIT_STEP_MS);
  } else {
    chains.delete(titleId);
    if (chain.length) orphan = { chain, at: Date.now() };
  }
}

/** Called as the dialog closes (or goes while open): after MUI's own restore, focus goes back by `returnFocus`. */
export function dialogClosed(titleId: string, fallback?: FocusFallback) {
  shown.delete(titleId);
  setTimeout(() => returnFocus(titleId, fallback), 0);
}
