import { screen, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { ADMIN_ACCESS_TOKEN, DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { clearSession, renderApp } from './renderApp';

afterEach(() => clearSession());

const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the admin role gate', () => {
  it('sends a visitor to sign in and back', async () => {
    const { router } = renderApp('/admin/operation');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location(router)).toBe('/signin?redirect=%2Fadmin%2Foperation');
  });

  it('answers a signed-in user who is not an admin with the 403 page', async () => {
    renderApp('/admin', { token: DEMO_ACCESS_TOKEN });
    expect(await screen.findByText('Sorry, you are not authorized to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    // Signed in already: the way out is home, not a sign-in that would change nothing (issue 26 defect 12).
    expect(screen.getByRole('link', { name: 'Back Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('lets the admin in, with every section in the admin navigation', async () => {
    renderApp('/admin', { token: ADMIN_ACCESS_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Category',
      'Dressing',
      'Library',
      'Carousel',
      'Trend',
      'Vendor',
      'Questionnaire',
      'Crawler',
      'Upload MJ',
      'AI Task',
      'Operation',
    ]);
  });

  it('marks the section on screen, to the eye and to a screen reader, and only that one', async () => {
    renderApp('/admin/operation', { token: ADMIN_ACCESS_TOKEN });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const current = within(nav).getByRole('link', { name: 'Operation' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('Mui-selected');
    const marked = within(nav)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('Mui-selected') || link.hasAttribute('aria-current'));
    expect(marked).toEqual([current]);
  });

  it.each(['carousel', 'trend', 'vendor', 'questionnaire', 'crawler'])(
    '/admin/%s says the contract has no call for it',
    async (section) => {
      renderApp(`/admin/${section}`, { token: ADMIN_ACCESS_TOKEN });
      expect(await screen.findByText(/has no call for this section yet/)).toBeInTheDocument();
    },
  );
});

describe('the Admin entry of the user menu', () => {
  it.each([
    ['an admin', ADMIN_ACCESS_TOKEN, true],
    ['a user', DEMO_ACCESS_TOKEN, false],
  ])('is offered to %s: %s', async (_who, token, shown) => {
    const user = userEvent.setup();
    renderApp('/', { token });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The menu shows the e-mail once the user info (and with it the role) has arrived.
    await within(nav).findByText(/@example\.com/);
    await user.click(within(nav).getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    if (shown) {
      expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    } else {
      expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
    }
  });
});
