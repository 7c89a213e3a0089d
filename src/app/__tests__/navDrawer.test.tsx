import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { clearSession, renderApp } from './renderApp';

/** A 390 px phone: every max-width query up to 1499 px matches. */
const original = window.matchMedia;
beforeEach(() => {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { ...original(query), matches: Boolean(max && Number(max[1]) >= 390), media: query };
  }) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = original;
  clearSession();
});

describe('navigation drawer on phones', () => {
  it('hides the rail; the header menu button opens the drawer, Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The drawer shows the full navigation with labels, even though the window is narrow.
    expect(within(nav).getByRole('link', { name: 'Inspiration' })).toHaveTextContent('Inspiration');
    // Focus moves into the drawer and stays there.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Navigation' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    for (let i = 0; i < 12; i += 1) await user.tab();
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toContainElement(
      document.activeElement as HTMLElement,
    );

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a ✕ that closes it, and Back closes it and stays on the page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Open navigation' });
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(window.history.state).toMatchObject({ overlayDepth: 1 }));
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('closes when a navigation item is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { token: DEMO_ACCESS_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Inspiration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/inspiration'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });
});
