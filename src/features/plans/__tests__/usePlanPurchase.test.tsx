import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { usePlanPurchase } from '../hooks/usePlanPurchase';

const store = makeStore();
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

describe('usePlanPurchase', () => {
  it('keeps one buy while the payment flow keeps its opener and state (the plan cards are memoised on it)', () => {
    const open = jest.fn();
    const { result, rerender } = renderHook(
      ({ isOpen }) => usePlanPurchase({ open, isOpen }, 'Not eligible'),
      { wrapper, initialProps: { isOpen: false } },
    );
    const first = result.current.buy;
    // A new flow object each render (usePaymentFlow returns one), same values.
    rerender({ isOpen: false });
    expect(result.current.buy).toBe(first);
    rerender({ isOpen: true });
    expect(result.current.buy).not.toBe(first);
  });
});
