import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { ADMIN_ACCESS_TOKEN, DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { adminApi } from '@/features/admin/api';
import AvatorPage from '@/pages/space/AvatorPage';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';

function renderPage() {
  return renderWithProviders(<AvatorPage />, {
    route: '/space/avator',
    path: '/space/avator',
    routes: [
      { path: '/modeling/fashionFactory', element: <p>Fashion factory</p> },
      { path: '/signin', element: <p>Sign-in page</p> },
    ],
  });
}

describe('Fashion Style templates gallery', () => {
  it('shows ALL plus the style categories without their prefix, the first entry dropped', async () => {
    renderPage();
    const bar = await screen.findByRole('toolbar', { name: 'Styles' });
    expect(await within(bar).findByRole('button', { name: 'Street' })).toBeInTheDocument();
    const labels = within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels[0]).toBe('ALL');
    expect(labels).not.toContain('All');
    expect(labels).not.toContain('Models-All');
    expect(labels.some((label) => label?.startsWith('Model'))).toBe(false);
  });

  it('lists templates in the tour target with up to 3 model images, paginated over 50', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Fashion Style templates' });
    expect(list).toHaveAttribute('data-tour', 'fashion-gallery');
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(50);
    for (const tile of tiles.slice(0, 6)) {
      expect(within(tile).getAllByRole('img').length).toBeLessThanOrEqual(3);
    }
    // The pager's code comes with the answer that needs it (a lazy part).
    expect(await screen.findByText(/Templates per page/)).toBeInTheDocument();
    // The first screenful's pictures (the page's largest paint) load at once and first; the rest lazily.
    const pictures = (tile: HTMLElement) => within(tile).getAllByRole('img');
    for (const tile of tiles.slice(0, 2)) {
      for (const img of pictures(tile)) {
        expect(img).toHaveAttribute('loading', 'eager');
        expect(img).toHaveAttribute('fetchpriority', 'high');
      }
    }
    for (const img of pictures(tiles[2])) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('a new page or page size starts at the first template, and the pager stays to choose the size again', async () => {
    const user = userEvent.setup();
    const scrolled = jest.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderPage();
      const range = await screen.findByText(/^1–50 of \d+$/);
      const total = Number(/of (\d+)/.exec(range.textContent!)![1]);
      expect(total).toBeGreaterThan(50);
      expect(total).toBeLessThan(100);
      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      expect(await screen.findByText(`51–${total} of ${total}`)).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      // 100 a page: one page, yet the pager stays, with its size to choose again.
      await user.click(screen.getByRole('combobox', { name: /Templates per page/ }));
      await user.click(screen.getByRole('option', { name: /^100$/ }));
      expect(await screen.findByText(`1–${total} of ${total}`)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Templates per page/ })).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('hides the pagination on a single page (a style tag) and filters by the tag', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Fashion Style templates' });
    await user.click(await screen.findByRole('button', { name: 'Street' }));
    // The page of every style stays until the filtered answer is drawn (Street I is on both).
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Studio I' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Street I' })).toBeInTheDocument();
    expect(screen.queryByText(/Templates per page/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Street' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows 'No models' when there are none", async () => {
    server.use(
      http.get('*/api/global/promptList', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: { list: [], page: 1, pageSize: 50, total: 0 },
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText('No models')).toBeInTheDocument();
  });

  it('offers a retry when the templates fail to load', async () => {
    server.use(
      http.get(
        '*/api/global/promptList',
        () => HttpResponse.json({ code: 500, message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Fashion Style templates' })).toBeInTheDocument();
  });

  it('asks visitors to sign in on ReStyle', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'ReStyle Street I' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toContain('redirect=');
  });

  it('ReStyles with the first model image and the template, reachable by keyboard focus', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const user = userEvent.setup();
    const { router } = renderPage();
    const list = await screen.findByRole('list', { name: 'Fashion Style templates' });
    const first = within(list).getAllByRole('listitem')[0];
    const firstImage = within(first).getAllByRole('img')[0];
    const restyle = within(first).getByRole('button', { name: /^ReStyle / });
    // Focus moves MUI's focus-visible state: inside act, as a user's Tab would be.
    act(() => restyle.focus());
    expect(restyle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Fashion factory')).toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('prompt_id')).toBe('501');
    expect(firstImage.getAttribute('src')).toContain('model-0-0');
    expect(Number(query.get('image_id'))).toBeGreaterThan(0);
  });
});

describe('Fashion Style gallery and the operator', () => {
  it("shows an operator's template save at once (one tag policy for every template list)", async () => {
    writeCookie('accessToken', ADMIN_ACCESS_TOKEN);
    const { store } = renderPage();
    const list = await screen.findByRole('list', { name: 'Fashion Style templates' });
    const template = db().templates.find((candidate) => candidate.prompt_id === 501)!;
    const before = template.name;
    expect(await within(list).findByText(before)).toBeInTheDocument();
    // What the admin's outfit-template dialog sends when the operator saves.
    await act(() =>
      store
        .dispatch(
          adminApi.endpoints.updateCategoryPrompt.initiate({
            prompt_id: template.prompt_id,
            category_id: template.category_id,
            name: 'Linen summer look',
            description: ['Linen suit, beige'],
            type: 0,
            show_type: 1,
            models: template.models,
          }),
        )
        .unwrap(),
    );
    expect(await within(list).findByText('Linen summer look')).toBeInTheDocument();
    expect(within(list).queryByText(before)).not.toBeInTheDocument();
  });
});
