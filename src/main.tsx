import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { setupThrottledListeners } from './app/focusListeners';
import { loadFirstScreen } from './app/router';
import { makeStore } from './app/store';
import { readLanguage } from './hooks/useLanguage';
import { preloadLanguage } from './i18n';
import { startTelemetry } from './utils/telemetry';

// First, so an error thrown while the app starts is reported too (nothing happens without VITE_TELEMETRY_URL).
startTelemetry();
// Read here (not through config) so the bundler drops the whole statement, and the mock backend, when mocks are off.
if (import.meta.env.VITE_USE_MOCKS === 'true')
  await import('../mocks/browser')
    .then((mocks) => mocks.startMockWorker())
    // Without storage MSW cannot even load (issue 41 §12): the app starts under a notice, not on a blank page.
    .catch(async (error) => (await import('../mocks/unavailable')).showMockUnavailable(error));
const store = makeStore();
setupThrottledListeners(store.dispatch);
// The screen's chunks and first data, then its texts in the visitor's language: the first commit is the screen.
await loadFirstScreen(window.location.pathname, store);
await preloadLanguage(readLanguage()).catch(() => undefined);
// A transition renders in slices, leaving the main thread free in between; the prerendered page stays meanwhile.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
