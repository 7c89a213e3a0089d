import { startApp } from './app/start';
import { startTelemetry } from './utils/telemetry';

// First, so an error thrown while the app starts is reported too (nothing happens without VITE_TELEMETRY_URL).
startTelemetry();
// Read here (not through config) so the bundler drops the whole statement, and the mock backend, when mocks are off.
if (import.meta.env.VITE_USE_MOCKS === 'true')
  await import('../mocks/browser')
    .then((mocks) => mocks.startMockWorker())
    // Without storage MSW cannot even load (issue 41 §12): the app starts under a notice, not on a blank page.
    .catch(async (error) => (await import('../mocks/unavailable')).showMockUnavailable(error));
await startApp(document.getElementById('root')!);
