import { setupServer } from 'msw/node';
import { resetDb } from './db';
import { installRealClock } from './engine/clock';
import { forceOutcome, resetTaskTiming } from './engine/tasks';
import { handlers } from './handlers';
import { clearUploadBlobs } from './handlers/upload';
import { resetSettings } from './settings';

/** The Jest server: same handlers as the browser. Tests call `resetMockState()` after each test. */
export const server = setupServer(...handlers);

/** Back to the seed: db, clock, task timing, forced outcomes, settings and per-test handlers. */
export function resetMockState(): void {
  installRealClock();
  resetTaskTiming();
  forceOutcome(null);
  resetSettings();
  clearUploadBlobs();
  resetDb();
  server.resetHandlers();
}

export { handlers };
export { scenarios } from './scenarios';
