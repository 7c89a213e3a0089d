import { PROGRESS_START_KEY_PREFIX } from '../constants';
import { clearProgressStart, fakeProgress, progressStart } from '../progress';

describe('fakeProgress', () => {
  it('starts at 0, eases, and caps at 99', () => {
    expect(fakeProgress(0)).toBe(0);
    expect(fakeProgress(-5)).toBe(0);
    const early = fakeProgress(3_000);
    const mid = fakeProgress(15_000);
    expect(early).toBeGreaterThan(10);
    expect(mid).toBeGreaterThan(early);
    // Easing out: the first half covers far more than half the bar.
    expect(mid).toBeGreaterThan(80);
    expect(fakeProgress(30_000)).toBe(99);
    expect(fakeProgress(120_000)).toBe(99);
  });

  it('never goes backwards', () => {
    let last = 0;
    for (let t = 0; t <= 40_000; t += 200) {
      const value = fakeProgress(t);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });
});

describe('progressStart', () => {
  beforeEach(() => localStorage.clear());

  it('stores the first start under marketingProgressStart:{record_id} and keeps it', () => {
    expect(progressStart('rec_1', 1000)).toBe(1000);
    expect(localStorage.getItem(`${PROGRESS_START_KEY_PREFIX}rec_1`)).toBe('1000');
    expect(progressStart('rec_1', 5000)).toBe(1000);
  });

  it('forgets the start when cleared', () => {
    progressStart('rec_2', 1000);
    clearProgressStart('rec_2');
    expect(localStorage.getItem(`${PROGRESS_START_KEY_PREFIX}rec_2`)).toBeNull();
  });
});
