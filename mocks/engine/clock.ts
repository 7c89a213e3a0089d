/**
 * The one clock of the mock backend. Everything time-driven (task progress, payment orders, seed dates)
 * asks `now()`. The browser runs on real time; tests install a manual clock and `advance(ms)` it.
 */
export interface MockClock {
  now(): number;
}

const realClock: MockClock = { now: () => Date.now() };

class ManualClock implements MockClock {
  constructor(private current: number) {}
  now() {
    return this.current;
  }
  advance(ms: number) {
    this.current += ms;
  }
  set(ms: number) {
    this.current = ms;
  }
}

let active: MockClock = realClock;
let manual: ManualClock | null = null;

/** Fixed instant used by the manual clock when no start is given: 2026-01-15T12:00:00Z. */
export const DEFAULT_MANUAL_START = Date.UTC(2026, 0, 15, 12, 0, 0);

export function now(): number {
  return active.now();
}

/** Switches to a manual clock starting at `start` (ms since epoch or a Date). */
export function installManualClock(start: number | Date = DEFAULT_MANUAL_START): ManualClock {
  manual = new ManualClock(typeof start === 'number' ? start : start.getTime());
  active = manual;
  return manual;
}

/** Moves the manual clock forward; throws when the real clock is active (a test forgot to install one). */
export function advance(ms: number): void {
  if (!manual) throw new Error('advance() needs installManualClock() first');
  manual.advance(ms);
}

export function installRealClock(): void {
  manual = null;
  active = realClock;
}
