// First: the libraries evaluate in a few tasks, not one (src/app/evaluationSteps/react.ts).
import './app/evaluationStepApp';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchScreensOf, preloadScreensOf } from './app/router';
import { makeStore } from './app/store';
import { setupThrottledListeners } from './app/focusListeners';
import { startFeedEarly } from './features/explore/feedCache';
import { firstScreen } from './utils/firstScreen';
import { readLanguage } from './hooks/useLanguage';
import { preloadLanguage } from './i18n';
import { startTelemetry } from './utils/telemetry';

// First, so an error thrown while the app starts is reported too (nothing happens without VITE_TELEMETRY_URL).
startTelemetry();

// Most visitors land on Explore: what its first screen does not need waits until Explore shows it,
// FIRST_SCREEN_CAP_MS at most (docs/architecture.md "First paint"); in mock mode that includes the mock's own panel.
const opensOnExplore = window.location.pathname === '/';
if (opensOnExplore) firstScreen.await();
// Any other screen is a lazy chunk, already on its way (index.html's modulepreload links): the first render waits
// for it, so the screen paints in the first commit rather than after "APP Loading..." and a second pass.
const screensReady = opensOnExplore ? null : preloadScreensOf(window.location.pathname);
// Read here (not through config) so the bundler drops the whole statement, and the mock backend, when mocks are off.
if (import.meta.env.VITE_USE_MOCKS === 'true')
  await import('../mocks/browser')
    .then((mocks) => mocks.startMockWorker())
    // Without storage MSW cannot even load (issue 41 §12): the app starts under a notice, not on a blank page.
    .catch(async (error) => (await import('../mocks/unavailable')).showMockUnavailable(error));
const store = makeStore();
setupThrottledListeners(store.dispatch);
// Its first page is asked for now, not after the first render.
if (opensOnExplore) startFeedEarly(store.dispatch, store.getState());
// A prerendered screen that names its data (the plans page) has it asked for now too; the first render waits for the
// answers a moment, so the first commit shows them (src/app/router.tsx).
const screenData = prefetchScreensOf(window.location.pathname, store.dispatch);
// With the real backend index.html adds this script from <head> (docs/architecture.md "First paint"): the body may still be parsing.
if (document.readyState === 'loading') {
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
}
await screensReady;
await screenData;
// In 中文, the Chinese texts of the shell and of that screen too, so the first commit is not a suspended one (a
// failed fetch is left to the screen, which asks again and shows its error).
await preloadLanguage(readLanguage()).catch(() => undefined);
const root = createRoot(document.getElementById('root')!);
// A transition renders in slices of a few milliseconds, leaving the main thread free in between, where a plain
// first render is one long task; index.html's static shell stays on screen until it commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
