/** The running-task badge writes no zero: a prerendered member screen (docs/decisions/0007) has none either. */
import { render } from '@testing-library/react';
import { RunningTaskBadge } from '../components/RunningTaskBadge';

describe('RunningTaskBadge', () => {
  it('writes nothing at zero, also once the count is known, and the count when tasks run', () => {
    const { container, rerender } = render(<RunningTaskBadge>icon</RunningTaskBadge>);
    expect(container.textContent).toBe('icon');
    // MUI shows a hidden badge's previous content: a known zero after an unknown count must not appear.
    rerender(<RunningTaskBadge count={0}>icon</RunningTaskBadge>);
    rerender(<RunningTaskBadge count={0}>icon</RunningTaskBadge>);
    expect(container.textContent).toBe('icon');
    rerender(<RunningTaskBadge count={3}>icon</RunningTaskBadge>);
    expect(container.textContent).toBe('icon3');
  });
});
