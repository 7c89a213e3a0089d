import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DRAWN_AHEAD_SHELL } from '@/features/shell';
import { DEFAULT_LANGUAGE, readLanguage } from '@/hooks/useLanguage';
import { preloadLanguage } from '@/i18n';
import { isSignedIn } from '@/utils/cookies';
import { yieldToMain } from '@/utils/yieldToMain';
import { App } from './App';
import { setupThrottledListeners } from './focusListeners';
import { loadFirstScreen } from './router';
import { makeStore, type RootState } from './store';

/**
 * Whether the app's first render can be the page as drawn at build time (scripts/prerender.ts writes who it was
 * drawn for on the root): a screen, for this visitor's session, in the language it was drawn in. Then React hydrates
 * it — the painted words stay, only behaviour is attached — instead of drawing it again.
 */
function drawnForThisVisitor(root: HTMLElement): boolean {
  const drawnFor = root.dataset.drawn;
  return (
    (drawnFor === 'signedOut' || drawnFor === 'signedIn') &&
    drawnFor === (isSignedIn() ? 'signedIn' : 'signedOut') &&
    readLanguage() === DEFAULT_LANGUAGE
  );
}

/**
 * The app takes over the page (docs/architecture.md, "First paint"). A page drawn for this visitor is hydrated as
 * soon as the screen's chunks are in: its first render reads the store as the build drew it (react-redux's
 * `serverState`), and the answers that came meanwhile show in the render after. Any other page (the start-up
 * state, another language, another session) is replaced by a first render that already has the screen's data and
 * texts.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  // Evaluating the initial JS is one long task on a phone: the start (the store, the route's chunks and data) runs
  // in a task of its own, so input waits for neither the sum of both (docs/performance.md, "What is left of TBT").
  await yieldToMain();
  const store = makeStore();
  // What the build drew with: a store nothing has been asked of yet, and the navigation of a page with no window.
  const drawnState: RootState = { ...store.getState(), shell: DRAWN_AHEAD_SHELL };
  setupThrottledListeners(store.dispatch);
  const hydrate = drawnForThisVisitor(root);
  const first = loadFirstScreen(window.location.pathname, store, window.location.search);
  // The drawn page is `inert` until the app has committed: then it takes input.
  const live = () => root.removeAttribute('inert');
  const app = (serverState?: RootState) => (
    <StrictMode>
      <App store={store} serverState={serverState} onCommitted={live} />
    </StrictMode>
  );
  // Either way in a transition: React then renders (and hydrates) in slices, leaving the main thread free in
  // between; the drawn page stays meanwhile.
  if (hydrate) {
    await first.screens;
    startTransition(() => void hydrateRoot(root, app(drawnState)));
    return;
  }
  await first.ready;
  await preloadLanguage(readLanguage()).catch(() => undefined);
  startTransition(() => createRoot(root).render(app()));
}
