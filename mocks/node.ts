import { setupServer } from 'msw/node';
import { resetDb } from './db';
import { installManualClock, installRealClock } from './engine/clock';
import { forceOutcome, resetTaskTiming } from './engine/tasks';
import { clearTelemetry } from './engine/telemetry';
import { handlers } from './handlers';
import { clearUploadBlobs } from './handlers/upload';
import { resetSettings } from './settings';

/** The Jest server: same handlers as the browser. Tests call `resetMockState()` after each test. */
export const server = setupServer(...handlers);

/** Back to the seed: db, clock, task timing, forced outcomes, settings, telemetry taken and per-test handlers. */
export function resetMockState(): void {
  installRealClock();
  resetTaskTiming();
  forceOutcome(null);
  resetSettings();
  clearUploadBlobs();
  clearTelemetry();
  resetDb();
  server.resetHandlers();
}

/**
 * Installs a manual clock (default 2026-01-15T12:00:00Z) and reseeds the db at that time, so seeded
 * history sits in the clock's past. Move it with `advance(ms)` from '@mocks/engine/clock'.
 */
export function startManualClock(start?: number | Date) {
  const clock = installManualClock(start);
  resetDb();
  return clock;
}

export { handlers };
export { advance } from './engine/clock';
export { scenarios } from './scenarios';
