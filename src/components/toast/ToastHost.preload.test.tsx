import { act, render, screen } from '@testing-library/react';
import { toast } from '@/utils/toast';
import { ToastHost } from './ToastHost';

// A file of its own: the stack must not have been rendered (lazily) by an earlier test in this module registry.
it('loads the stack when idle, so the first toast shows in the same render', async () => {
  jest.useFakeTimers();
  render(<ToastHost />);
  // No requestIdleCallback in jsdom: whenIdle falls back to a short timeout.
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
  act(() => toast.success('At once'));
  expect(screen.getByText('At once')).toBeInTheDocument();
  jest.useRealTimers();
});
