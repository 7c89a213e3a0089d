import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue (the one debounce, used by the admin search and the sell form)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the value once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'r' },
    });
    rerender({ value: 'ri' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'rin' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('r');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('rin');
  });

  it('does not restart for an equal object made anew on each render', () => {
    const { result, rerender } = renderHook(({ n }) => useDebouncedValue({ price: n }, 300), {
      initialProps: { n: 1 },
    });
    rerender({ n: 2 });
    act(() => jest.advanceTimersByTime(200));
    rerender({ n: 2 });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toEqual({ price: 2 });
  });
});
