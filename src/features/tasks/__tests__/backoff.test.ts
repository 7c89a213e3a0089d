/** @jest-environment node */
import { pollIntervalAfter } from '../backoff';

describe('pollIntervalAfter', () => {
  it("keeps the spec's 3 s for three failed polls, then doubles up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(pollIntervalAfter)).toEqual([
      3000, 3000, 3000, 3000, 6000, 12_000, 24_000, 30_000, 30_000,
    ]);
  });
});
