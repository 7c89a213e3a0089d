import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { server } from '@mocks/node';
import { ADMIN_ACCESS_TOKEN } from '@mocks/db/seed';
import { readCookie, writeCookie } from '@/utils/cookies';
import { AdminLayout } from '@/app/layouts/AdminLayout';
import { renderWithProviders } from '@/test/render';
import { theme } from '@/theme';

/** Media queries whose answer the test changes, as a window narrowed to a phone's width would. */
function controllableMedia() {
  let narrow = false;
  const lists = new Set<{ listeners: Set<(event: MediaQueryListEvent) => void>; query: string }>();
  const original = window.matchMedia;
  // The theme's phone range (below `sm`), where the section list is the strip.
  const phone = theme.breakpoints.down('sm').replace(/^@media\s*/, '');
  const answer = (query: string) => narrow && query === phone;
  window.matchMedia = ((query: string) => {
    const entry = { listeners: new Set<(event: MediaQueryListEvent) => void>(), query };
    lists.add(entry);
    return {
      get matches() {
        return answer(query);
      },
      media: query,
      onchange: null,
      addListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    narrow() {
      narrow = true;
      lists.forEach(({ listeners, query }) =>
        listeners.forEach((listener) =>
          listener({ matches: answer(query), media: query } as MediaQueryListEvent),
        ),
      );
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('the admin layout', () => {
  it('keeps the selected section in view, also when the list becomes the phone strip', () => {
    const media = controllableMedia();
    const scrolled: string[] = [];
    // jsdom has no scrolling: the layout's optional call (`scrollIntoView?.`) is recorded here.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      renderWithProviders(<AdminLayout />, { route: '/admin/operation', path: '/admin/*' });
      expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Operation');
      expect(scrolled).toEqual(['Operation']);
      act(() => media.narrow());
      expect(scrolled).toEqual(['Operation', 'Operation']);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      media.restore();
    }
  });

  it('lets the operator sign out: loginOut, both cookies gone, the sign-in page', async () => {
    writeCookie('accessToken', ADMIN_ACCESS_TOKEN);
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/authorize/loginOut')) calls += 1;
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AdminLayout />, {
      route: '/admin/operation',
      path: '/admin/*',
      routes: [{ path: '/signin', element: <p>Sign-in page</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    server.events.removeAllListeners();
    expect(calls).toBe(1);
    await waitFor(() => expect(readCookie('accessToken')).toBeUndefined());
  });
});
