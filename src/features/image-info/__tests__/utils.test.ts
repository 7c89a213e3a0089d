/** @jest-environment node */
import { formatFinishTime, neighbourId, parseImageId, preSaleAction } from '../utils';

describe('formatFinishTime', () => {
  it('does not zero-pad month or day', () => {
    expect(formatFinishTime(new Date(2026, 0, 5, 9, 4, 3).toISOString())).toBe('2026-1-5 09:04:03');
    expect(formatFinishTime(new Date(2026, 10, 21, 23, 59, 58).toISOString())).toBe('2026-11-21 23:59:58');
  });

  it('is empty without a valid time', () => {
    expect(formatFinishTime(null)).toBe('');
    expect(formatFinishTime('not a date')).toBe('');
  });
});

describe('preSaleAction', () => {
  it.each([
    [undefined, { kind: 'apply' }],
    [0, { kind: 'apply' }],
    [1, { kind: 'wait' }],
    [2, { kind: 'navigate', to: '/tools/generate/9' }],
    [3, { kind: 'navigate', to: '/tools/deliver/9' }],
    [4, { kind: 'navigate', to: '/tools/pre-sale/9' }],
    [5, { kind: 'closed' }],
    [6, { kind: 'closed' }],
  ])('status %s → %j', (status, action) => {
    expect(preSaleAction(status, 9)).toEqual(action);
  });
});

describe('neighbourId', () => {
  const ids = [10, 20, 30];
  it('moves up and down and stops at the ends', () => {
    expect(neighbourId(ids, 20, -1)).toBe(10);
    expect(neighbourId(ids, 20, 1)).toBe(30);
    expect(neighbourId(ids, 30, 1)).toBeNull();
    expect(neighbourId(ids, 10, -1)).toBeNull();
  });
  it('starts at the first when the current one is not listed', () => {
    expect(neighbourId(ids, 99, 1)).toBe(10);
    expect(neighbourId([], 99, 1)).toBeNull();
  });
});

it('parses only positive integer ids', () => {
  expect(parseImageId('12')).toBe(12);
  expect(parseImageId('abc')).toBeNull();
  expect(parseImageId('0')).toBeNull();
  expect(parseImageId(undefined)).toBeNull();
});
