import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios';
import { pointsApi } from '@/api/endpoints/points';
import { userApi } from '@/api/endpoints/user';
import { TASK_COUNT_TYPE } from '@/features/shell/constants';
import { toast } from '@/utils/toast';
import { baseApi } from '@/api/baseApi';
import { scrollSaved } from '@/features/explore/exploreSlice';
import { ended } from '@/features/tour/tourSlice';
import { readCookie } from '@/utils/cookies';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { clearSession, renderApp } from './renderApp';
import { preloadLanguage } from '@/i18n';

const SIGNED_IN = { token: DEMO_ACCESS_TOKEN };

afterEach(() => clearSession());

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

async function findNav() {
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

describe('side navigation for visitors', () => {
  it('shows the items in order with their targets, and Log In / Sign Up instead of the user menu', async () => {
    renderApp('/');
    const links = within(await findNav()).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent || link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Atelier AI', '/'],
      ['Explore', '/'],
      ['Inspiration', '/tools/inspiration'],
      ['Marketing', '/marketing/content'],
      ['Fashion Style', '/space/avator'],
      ['Collection', '/space/inspiration'],
      ['Pre-production & Presale', '/marketing/pre-sale'],
      ['Log In', '/signin'],
      ['Sign Up', '/signup'],
    ]);
    expect(within(nav()).getByRole('button', { name: 'Guide' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: /credits/ })).not.toBeInTheDocument();
  });

  it.each(['Inspiration', 'Marketing', 'Fashion Style', 'Collection', 'Pre-production & Presale'])(
    'asks a visitor clicking %s to agree to the terms; Disagree closes, Agree goes to /signin',
    async (label) => {
      const user = userEvent.setup();
      const { router } = renderApp('/');
      await user.click(within(await findNav()).getByRole('link', { name: label }));
      const dialog = await screen.findByRole('dialog', { name: 'Terms of Service and Privacy Policy' });
      expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms',
      );
      expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Disagree' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/');

      await user.click(within(nav()).getByRole('link', { name: label }));
      await user.click(await screen.findByRole('button', { name: 'Agree' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    },
  );

  it('closes the terms dialog on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(within(await findNav()).getByRole('link', { name: 'Collection' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not ask for user info, points or task counts', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    renderApp('/');
    await findNav();
    // The shell asks on its first render; by the time Explore has shown its feed it would have.
    await screen.findByRole('feed', { name: 'Explore images' });
    server.events.removeAllListeners();
    expect(seen.filter((path) => /user\/info|user\/points|countTaskInProgress/.test(path))).toEqual([]);
  });
});

describe('side navigation for the signed-in user', () => {
  it('shows the balance (to /payment) and running-task badges per Create item', async () => {
    server.use(
      http.get('*/api/image/countTaskInProgress', ({ request }) => {
        const type = new URL(request.url).searchParams.get('type');
        return HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { '1': 2, '2': 0, '3': 5 }[type ?? ''] ?? 0,
        });
      }),
    );
    renderApp('/', SIGNED_IN);
    const balance = await within(await findNav()).findByRole('link', { name: '200 credits, open payment' });
    expect(balance).toHaveAttribute('href', '/payment');
    const inspiration = within(nav()).getByRole('link', { name: /Inspiration/ });
    expect(await within(inspiration).findByLabelText('2 running tasks')).toBeInTheDocument();
    const fashion = within(nav()).getByRole('link', { name: /Fashion Style/ });
    expect(await within(fashion).findByLabelText('5 running tasks')).toBeInTheDocument();
    const marketing = within(nav()).getByRole('link', { name: /Marketing/ });
    expect(within(marketing).queryByLabelText(/running task/)).not.toBeInTheDocument();
  });

  it('refreshes the badges when a creation call invalidates the task counts', async () => {
    let running = 0;
    server.use(
      http.get('*/api/image/countTaskInProgress', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: running }),
      ),
    );
    const { store } = renderApp('/', SIGNED_IN);
    const inspiration = within(await findNav()).getByRole('link', { name: /Inspiration/ });
    expect(within(inspiration).queryByLabelText(/running task/)).not.toBeInTheDocument();
    running = 1;
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['TaskCount']));
    });
    expect(await within(inspiration).findByLabelText('1 running task')).toBeInTheDocument();
  });

  it('lets the signed-in user navigate straight to Create items', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', SIGNED_IN);
    await user.click(within(await findNav()).getByRole('link', { name: 'Collection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/space/inspiration'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches the stored language from the user menu', async () => {
    const user = userEvent.setup();
    renderApp('/', SIGNED_IN);
    await user.click(within(await findNav()).getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await user.click(within(menu).getByRole('menuitem', { name: /Language: English/ }));
    // The whole shell changes in place, no reload: the menu, the navigation, <html lang>.
    expect(await within(menu).findByRole('menuitem', { name: /语言：中文/ })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('zh');
    expect(within(menu).getByRole('menuitem', { name: '修改密码' })).toBeInTheDocument();
    // The open menu hides the rest of the page from the accessibility tree.
    const nav = screen.getByRole('navigation', { name: '主导航', hidden: true });
    expect(within(nav).getByRole('link', { name: '探索', hidden: true })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '作品集', hidden: true })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    await user.click(within(menu).getByRole('menuitem', { name: /切换到 English/ }));
    expect(await within(nav).findByRole('link', { name: 'Explore', hidden: true })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows a visitor the shell in 中文 when the browser is Chinese', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    await preloadLanguage('zh');
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '注册' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /创作/ })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('gives a visitor the language switch in the side navigation', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = await findNav();
    await user.click(within(nav).getByRole('button', { name: 'Switch to 中文' }));
    expect(await within(nav).findByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('zh');
    await user.click(within(nav).getByRole('button', { name: '切换到 English' }));
    expect(await within(nav).findByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('opens the user menu with the e-mail, change password and the Terms submenu in new tabs', async () => {
    const user = userEvent.setup();
    renderApp('/', SIGNED_IN);
    await user.click(within(await findNav()).getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(await within(menu).findByText('demo@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Terms' }));
    const terms = await screen.findByRole('menu', { name: 'Terms' });
    const items = within(terms).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['DMCA Policy', '/dmca'],
      ['Subscription Terms', '/subscription'],
      ['Return Policy', '/return'],
      ['Contact Us', '/contact'],
    ]);
    for (const item of items) {
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('signs out: calls loginOut, removes both cookies and goes to /signin', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/authorize/loginOut')) calls += 1;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/', SIGNED_IN);
    await user.click(within(await findNav()).getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    server.events.removeAllListeners();
    expect(calls).toBe(1);
    expect(readCookie('accessToken')).toBeUndefined();
    expect(readCookie('refreshToken')).toBeUndefined();
  });

  it('shows "Logout failed" and keeps the session when the server refuses', async () => {
    server.use(
      http.post('*/api/authorize/loginOut', () =>
        HttpResponse.json({ code: 500, message: 'Server error', data: null }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/', SIGNED_IN);
    await user.click(within(await findNav()).getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(readCookie('accessToken')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('highlighting, collapse, guide and logo', () => {
  it.each([
    ['/tools/info/5', 'Inspiration'],
    ['/tools/deliver/5', 'Pre-production & Presale'],
    ['/modeling/content', 'Fashion Style'],
  ])('%s highlights %s', async (url, label) => {
    renderApp(url, SIGNED_IN);
    const link = within(await findNav()).getByRole('link', {
      name: new RegExp(label.replace(/[&]/g, '\\$&')),
    });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav())
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it('collapses to icons, remembers it in siderCollapsed and starts collapsed next time', async () => {
    const user = userEvent.setup();
    const first = renderApp('/');
    await findNav();
    expect(within(nav()).getByText('Explore')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(window.localStorage.getItem('siderCollapsed')).toBe('true');
    expect(within(nav()).queryByText('Explore')).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Explore' })).toBeInTheDocument();
    first.unmount();

    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(window.localStorage.getItem('siderCollapsed')).toBe('false');
  });

  it('keeps the credits number on the collapsed rail, not only its icon (issue 26 defect 12)', async () => {
    window.localStorage.setItem('siderCollapsed', 'true');
    server.use(
      http.get('*/api/user/points', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { points: 12_480, total: 20_000 } }),
      ),
    );
    renderApp('/', SIGNED_IN);
    const balance = await within(await findNav()).findByRole('link', {
      name: '12,480 credits, open payment',
    });
    await waitFor(() => expect(balance).toHaveTextContent('12.4K')); // cut, never rounded up past what the user has (issue 42 item 12)
  });

  it('auto-collapses below a 1500 px window', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width:1499.98px'),
      media: query,
    })) as typeof window.matchMedia;
    try {
      renderApp('/');
      expect(await screen.findByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
      expect(window.localStorage.getItem('siderCollapsed')).toBe('true');
    } finally {
      window.matchMedia = original;
    }
  });

  it('opens collapsed submenus as a hover popover', async () => {
    window.localStorage.setItem('siderCollapsed', 'true');
    const user = userEvent.setup();
    renderApp('/', SIGNED_IN);
    await user.hover(within(await findNav()).getByRole('button', { name: 'Create' }));
    const menu = await screen.findByRole('menu', { name: 'Create' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href')),
    ).toEqual(['/tools/inspiration', '/marketing/content', '/space/avator']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Create' })).not.toBeInTheDocument());
  });

  it('Guide restarts the tour through ?tour=1, which the tour removes before its first step', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp('/space/inspiration?view=grid');
    act(() => {
      store.dispatch(ended());
    });
    await user.click(within(await findNav()).getByRole('button', { name: 'Guide' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Atelier AI' })).toBeInTheDocument();
    expect(store.getState().tour).toMatchObject({ running: true, stepIndex: 0 });
    // The welcome step lives on `/`; the page it was started from keeps its own query, without `tour`.
    expect(router.state.location.pathname).toBe('/');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/space/inspiration');
    expect(router.state.location.search).toBe('?view=grid');
  });

  it('the logo resets the gallery scroll position and goes to /', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp('/space/inspiration');
    await findNav();
    act(() => {
      store.dispatch(scrollSaved(480));
    });
    expect(store.getState().explore.scrollTop).toBe(480);
    await user.click(within(nav()).getByRole('link', { name: 'Atelier AI home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().explore.scrollTop).toBe(0);
  });
});

describe('keyboard focus in the overlays, and hints on the collapsed sider', () => {
  it('moves focus into the account menu opened by keyboard and back to its button on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/', SIGNED_IN);
    const trigger = within(await findNav()).getByRole('button', { name: 'Account menu' });
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('opens the Terms submenu with the right arrow and closes it with the left arrow', async () => {
    const user = userEvent.setup();
    renderApp('/', SIGNED_IN);
    const trigger = within(await findNav()).getByRole('button', { name: 'Account menu' });
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    const account = await screen.findByRole('menu', { name: 'Account' });
    const terms = within(account).getByRole('menuitem', { name: 'Terms' });
    act(() => terms.focus());
    await user.keyboard('{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: 'Terms' });
    await waitFor(() => expect(submenu).toContainElement(document.activeElement as HTMLElement));
    expect(terms).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Terms' })).not.toBeInTheDocument());
    expect(terms).toHaveFocus();
  });

  it('opens a collapsed submenu with Enter, focusing its first item, and Escape returns focus', async () => {
    window.localStorage.setItem('siderCollapsed', 'true');
    const user = userEvent.setup();
    renderApp('/', SIGNED_IN);
    const create = within(await findNav()).getByRole('button', { name: 'Create' });
    act(() => create.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Create' });
    expect(create).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Create' })).not.toBeInTheDocument());
    expect(create).toHaveFocus();
  });

  it('focuses Agree in the terms dialog opened by keyboard and returns focus to the item on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const link = within(await findNav()).getByRole('link', { name: 'Collection' });
    act(() => link.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service and Privacy Policy' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });

  it('names the collapsed items and shows their hints on hover', async () => {
    window.localStorage.setItem('siderCollapsed', 'true');
    const user = userEvent.setup();
    renderApp('/');
    const nav = await findNav();
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/signin');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    const explore = within(nav).getByRole('link', { name: 'Explore' });
    await user.hover(explore);
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Explore');
    await user.unhover(explore);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('under a total outage', () => {
  it('Explore says it once: the inline "Couldn\'t load images." with Retry, no toast from the shell\'s own reads', async () => {
    server.use(...scenarios.serverError);
    const errors = jest.spyOn(toast, 'error');
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = renderApp('/', SIGNED_IN);
    const alert = (await screen.findByText(/^Couldn't load images\./)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The shell's reads (account, balance, running-task badges) have failed by now: none of them spoke.
    await waitFor(() => {
      const state = store.getState();
      const reads = [
        userApi.endpoints.getUserInfo.select()(state),
        pointsApi.endpoints.getPoints.select()(state),
        ...Object.values(TASK_COUNT_TYPE).map((type) =>
          userApi.endpoints.countTaskInProgress.select({ type })(state),
        ),
      ];
      expect(reads.map((read) => read.isError)).toEqual([true, true, true, true, true]);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(log).toHaveBeenCalledWith('[explore] page load failed', expect.objectContaining({ status: 500 }));
  });
});
