import { act, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { userEvent } from '@/test/userEvent';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { deepestRouteTitle } from '@/app/layouts/routeHandle';
import { routes } from '@/app/router';
import { SLOW_POLL_MS } from '@/utils/statusFreshness';
import PreSalePage from '@/pages/marketing/PreSalePage';
import { renderWithProviders } from '@/test/render';
import { countRequests } from '@/test/requests';
import { writeCookie } from '@/utils/cookies';

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

const open = (search = '', { attachStyles = false } = {}) =>
  renderWithProviders(<PreSalePage />, {
    attachStyles,
    route: `/marketing/pre-sale${search}`,
    path: '/marketing/pre-sale',
  });

describe('Making & Pre-sale page', () => {
  it('without image_id: the Lab landing lists the products with their statuses and routes', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Your products' });
    const underReview = db().products.find((p) => p.production_status === 1)!;
    const cards = within(list).getAllByRole('link');
    expect(cards.length).toBe(db().products.filter((p) => p.user_id === 1).length);
    expect(
      cards.some((c) => c.getAttribute('href') === `/tools/costAssessment/${underReview.image_id}`),
    ).toBe(true);
    expect(within(list).getAllByText('Production: Under review').length).toBeGreaterThan(0);
    expect(within(list).getAllByText('Pre-sale: On sale').length).toBeGreaterThan(0);
  });

  it('shows each product name whole, wrapped rather than cut to one line', async () => {
    open('', { attachStyles: true });
    const list = await screen.findByRole('list', { name: 'Your products' });
    const titles = within(list).getAllByRole('heading', { level: 2 });
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect(title).not.toHaveClass('MuiTypography-noWrap');
      expect(getComputedStyle(title).whiteSpace).not.toBe('nowrap');
    }
  });

  it('names every production and pre-sale status in words, never by its identifier', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Your products' });
    const text = list.textContent ?? '';
    for (const raw of ['produceNow', 'underReview', 'reviewed', 'inProduction', 'dispatched', 'dismiss']) {
      expect(text).not.toMatch(new RegExp(`Production: ${raw}\\b`));
    }
    for (const raw of ['submit_to_pre_sale', 'underReview', 'onSale', 'offSale', 'rejected']) {
      expect(text).not.toContain(`Pre-sale: ${raw}`);
    }
    for (const label of [
      'Not applied',
      'Under review',
      'Reviewed',
      'In production',
      'Dispatched',
      'Dismissed',
      'Closed',
    ])
      expect(within(list).getAllByText(`Production: ${label}`).length).toBeGreaterThan(0);
    for (const label of ['Not submitted', 'Under review', 'On sale', 'Off sale', 'Rejected'])
      expect(within(list).getAllByText(`Pre-sale: ${label}`).length).toBeGreaterThan(0);
  });

  it('has one heading that the header repeats: the Lab landing and the form each name themselves', () => {
    expect(deepestRouteTitle(matchRoutes(routes, '/marketing/pre-sale'), '')).toBe(
      'Pre-production & Presale',
    );
    expect(deepestRouteTitle(matchRoutes(routes, '/marketing/pre-sale'), '?image_id=5')).toBe(
      'Making & Pre-sale',
    );
  });

  it('asks again while a product waits for a review, and stops when none does', async () => {
    const requests = countRequests('/image/self');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      open();
      await screen.findByRole('list', { name: 'Your products' });
      const before = requests.count;
      await act(() => jest.advanceTimersByTimeAsync(SLOW_POLL_MS));
      await waitFor(() => expect(requests.count).toBeGreaterThan(before));
      for (const p of db().products) {
        if (p.production_status === 1) p.production_status = 2;
        if (p.pre_sale_status === 1) p.pre_sale_status = 2;
      }
      await act(() => jest.advanceTimersByTimeAsync(SLOW_POLL_MS));
      await waitFor(() => expect(screen.queryAllByText('Production: Under review')).toHaveLength(0));
      const settled = requests.count;
      await act(() => jest.advanceTimersByTimeAsync(SLOW_POLL_MS * 3));
      expect(requests.count).toBe(settled);
    } finally {
      requests.stop();
      jest.useRealTimers();
    }
  });

  it('explains how a design gets here when there are no products', async () => {
    db().products.length = 0;
    open();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a design' })).toHaveAttribute(
      'href',
      '/tools/inspiration',
    );
  });

  it('with image_id: preview, 30 % / 70 % on a base of 10, messages and a suggestion that keeps typed text', async () => {
    const row = db().products.find((p) => p.production_status === 4 && p.pre_sale_status === null)!;
    open(`?image_id=${row.image_id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Making & Pre-sale' })).toBeInTheDocument();
    expect(screen.getByText(`$${row.suggested_selling_price.toFixed(2)} USD`)).toBeInTheDocument();
    expect(
      screen.getByText(/Service fee 30%, creator share 70%: of every \$10.00 sold, \$3.00/),
    ).toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="sampling_price"]')).toHaveValue(
      String(row.sampling_price),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit for pre-sale' }));
    expect(screen.getByText('Please input title!')).toBeInTheDocument();
    expect(screen.getByText('Please select material!')).toBeInTheDocument();

    const story = screen.getByRole('textbox', { name: 'Story' });
    await user.type(story, 'My own words');
    expect(screen.getByText('12/200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suggest title and description' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).not.toHaveValue(''));
    expect(story).toHaveValue('My own words');
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(story).not.toHaveValue('My own words');
    expect((story as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(200);
  });
});
