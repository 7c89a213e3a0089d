import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { Suspense } from 'react';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { RouteErrorBoundary } from '../layouts/RouteErrorBoundary';

/** A screen whose chunk cannot be fetched while `network.down` (a dropped connection), then loads. */
function flakyScreen() {
  const network = { down: true };
  const load = jest.fn(async () => {
    if (network.down) throw new TypeError('Failed to fetch dynamically imported module: /assets/Screen.js');
    return { default: () => <p>The screen</p> };
  });
  return { Screen: lazyWithPreload(load), load, network };
}

function renderAt(Screen: ReturnType<typeof flakyScreen>['Screen'], path = '/tools/inspiration') {
  const tree = (key: string) => (
    <RouteErrorBoundary resetKey={key}>
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  );
  const view = render(tree(path));
  return { ...view, goTo: (next: string) => view.rerender(tree(next)) };
}

beforeEach(() => {
  // React reports the error a boundary caught; the test expects it.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a screen chunk that failed to load (issue 41 §9)', () => {
  it("offers 'Try again', which fetches the chunk again without a reload", async () => {
    const { Screen, load, network } = flakyScreen();
    renderAt(Screen);
    expect(
      await screen.findByText(/could not be loaded; the connection may have dropped/),
    ).toBeInTheDocument();
    const failed = load.mock.calls.length;
    network.down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failed + 1);
  });

  it('loads it by itself when the network returns', async () => {
    const { Screen, load, network } = flakyScreen();
    renderAt(Screen);
    await screen.findByRole('button', { name: 'Try again' });
    const failed = load.mock.calls.length;
    network.down = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failed + 1);
  });

  it('loads it when the user comes back to the route', async () => {
    const { Screen, load, network } = flakyScreen();
    const view = renderAt(Screen);
    await screen.findByRole('button', { name: 'Try again' });
    const failed = load.mock.calls.length;
    network.down = false;
    view.goTo('/explore');
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failed + 1);
  });

  it('keeps the reload page for a screen that threw for another reason', async () => {
    function Broken(): never {
      throw new Error('a bug');
    }
    render(
      <RouteErrorBoundary resetKey="/">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(
      await screen.findByText('This page could not be shown. Reloading usually helps.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
