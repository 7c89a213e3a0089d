import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { LazyTooltip } from './LazyTooltip';

// No idle fetch: the first test's focus is what fetches the Tooltip.
jest.mock('@/utils/schedule', () => ({ whenIdle: () => () => undefined }));

function Rail({ title }: { title: string }) {
  return (
    <>
      <button type="button">Before</button>
      <LazyTooltip title={title} placement="right">
        <button type="button">
          <span aria-hidden>★</span>
        </button>
      </LazyTooltip>
    </>
  );
}

// The Tooltip's code is fetched once per test file: the first test meets the element before it is here.
describe('LazyTooltip', () => {
  it('on the first keyboard focus fetches the Tooltip, keeps the focus on the element and shows the hint', async () => {
    const user = userEvent.setup();
    render(<Rail title="Explore" />);
    // Named by the hint before the Tooltip is here, as the Tooltip names it.
    expect(screen.getByRole('button', { name: 'Explore' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Explore');
    // The element was mounted afresh inside the Tooltip: the focus followed it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Explore' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('once fetched, shows the hint on hover and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Rail title="Sign Up" />);
    const element = screen.getByRole('button', { name: 'Sign Up' });
    await user.hover(element);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sign Up');
    await user.unhover(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('with an empty title, shows nothing', async () => {
    const user = userEvent.setup();
    render(<Rail title="" />);
    const element = screen.getAllByRole('button')[1];
    await user.hover(element);
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
