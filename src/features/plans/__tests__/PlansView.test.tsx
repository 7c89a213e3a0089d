import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { LANGUAGE_STORAGE_KEY } from '@/hooks/useLanguage';
import { TEST_CARDS } from '@/features/payment';
import { renderWithProviders } from '@/test/render';
import { switchLanguage } from '@/i18n';
import { writeCookie } from '@/utils/cookies';
import { PlansView } from '../components/PlansView';

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

function renderPage(route = '/payment') {
  return renderWithProviders(<PlansView />, {
    route,
    path: '/payment',
    routes: [{ path: '/tools/inspiration', element: <p>Inspiration page</p> }],
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('PlansView', () => {
  it('shows the yearly plans per month (total / 12) with the free monthly plan, then the monthly plans', async () => {
    const user = userEvent.setup();
    renderPage();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(screen.getByRole('button', { name: /Yearly Plan/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(within(starter).getByText('$15.20')).toBeInTheDocument();
    expect(within(starter).getByText('$182.40 billed yearly')).toBeInTheDocument();
    expect(within(card('Free')).getByText('Free', { selector: 'p' })).toBeInTheDocument();
    expect(within(card('Studio')).getByText('Exclusive Advisor')).toBeInTheDocument();
    expect(starter).toHaveAttribute('data-enlarged', 'true');
    expect(card('Studio')).not.toHaveAttribute('data-enlarged');
    // One recommended plan (the highest enlarged level), badged, not several equally highlighted cards.
    expect(within(card('Pro')).getByText('Recommended')).toBeInTheDocument();
    expect(screen.getAllByText('Recommended')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Monthly Plan' }));
    expect(within(card('Starter')).getByText('$19.00')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('$49.00')).toBeInTheDocument();
    expect(within(card('Starter')).getAllByTitle('Included').length).toBeGreaterThan(0);
    expect(within(card('Starter')).getAllByTitle('Not included').length).toBeGreaterThan(0);
  });

  it('marks the current free plan as the current plan and its button still takes the user to create', async () => {
    const user = userEvent.setup();
    renderPage();
    const free = await screen.findByRole('article', { name: 'Free' });
    await waitFor(() => expect(within(free).getByText('Current plan')).toBeInTheDocument());
    expect(within(free).queryByRole('button', { name: 'Current plan' })).toBeNull();
    expect(within(free).queryByRole('link', { name: 'Start free' })).toBeNull();
    await user.click(within(free).getByRole('link', { name: 'Start creating' }));
    expect(await screen.findByText('Inspiration page')).toBeInTheDocument();
  });

  it('sends a new account (level 0) choosing the free plan to the inspiration tool', async () => {
    // A new account starts at level 0 (the contract's UserInfo), below the Free plan's level 1: it may start it.
    db().users.find((u) => u.user_id === DEMO_USER_ID)!.level = 0;
    const user = userEvent.setup();
    renderPage();
    const free = await screen.findByRole('article', { name: 'Free' });
    await user.click(within(free).getByRole('link', { name: 'Start free' }));
    expect(await screen.findByText('Inspiration page')).toBeInTheDocument();
  });

  it('reads the yearly discount once: $15.20 a month, was $19.00, the monthly price', async () => {
    renderPage();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(within(starter).getByText('$15.20')).toBeInTheDocument();
    expect(within(starter).getByText('was $19.00')).toBeInTheDocument();
    const monthly = db().plans.find((p) => p.level === 2 && p.billingCycle === 1)!;
    for (const yearly of db().plans.filter((p) => p.billingCycle === 3 && p.price > 0)) {
      const month = db().plans.find((p) => p.level === yearly.level && p.billingCycle === 1)!;
      expect(yearly.price).toBe(month.price * 12);
      expect(yearly.discountPrice).toBeCloseTo(yearly.price * 0.8, 2);
    }
    expect(monthly.price).toBe(19);
  });

  it('refuses lower plans with a reason and the current one', async () => {
    db().users.find((u) => u.user_id === DEMO_USER_ID)!.level = 3;
    renderPage();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    await waitFor(() =>
      expect(within(starter).getByText('Your current plan is higher than this one.')).toBeInTheDocument(),
    );
    expect(within(card('Pro')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  });

  it('switches every label to Chinese and keeps the choice', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Starter' });
    expect(await screen.findByText('1 credit')).toBeInTheDocument();
    expect(screen.getAllByText('4 credits').length).toBeGreaterThan(0);
    // The app's one language setting (the user menu's switch); the page has no second one.
    expect(screen.queryByRole('button', { name: '中文' })).toBeNull();
    await act(() => switchLanguage('zh'));
    expect(await screen.findByRole('heading', { name: '会员套餐' })).toBeInTheDocument();
    expect(screen.getByText('1 积分')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /年度套餐/ })).toBeInTheDocument();
    expect(screen.getByText('立减 20%')).toBeInTheDocument();
    // The plans' own names come again from the server, asked for in Chinese once the language changes.
    const studio = await screen.findByRole('article', { name: '工作室版' });
    expect(within(studio).getByText('专属顾问')).toBeInTheDocument();
    expect(within(card('免费版')).getByText('免费', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('剩余积分')).toBeInTheDocument();
    // The server's own words for the plans come again in Chinese, their names too.
    const starter = card('入门版');
    expect(await within(starter).findByText('适合推出首批产品的创作者，按年计费。')).toBeInTheDocument();
    expect(within(starter).getByText('灵感生成')).toBeInTheDocument();
    expect(within(starter).queryByText('Inspiration generation')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
  });

  it('starts in the stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    renderPage();
    expect(await screen.findByRole('heading', { name: '会员套餐' })).toBeInTheDocument();
  });

  it('shows the server message when the list fails, then retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/api/payment/levelList', () =>
        fail
          ? HttpResponse.json({ code: 500, message: 'VIP service down', data: null }, { status: 500 })
          : undefined,
      ),
    );
    renderPage();
    expect(await screen.findByText('VIP service down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch VIP list.' when the list never arrives", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/payment/levelList', () => HttpResponse.error()));
    renderPage();
    expect(await screen.findByText('Failed to fetch VIP list.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^\[http\] GET \S+\/payment\/levelList failed$/),
      expect.any(Error),
    );
  });

  it('shows the not-enough-credits reason as plain text', async () => {
    renderPage(`/payment?reason=${encodeURIComponent('<b>Not enough credits: 4 needed</b>')}`);
    expect(await screen.findByText('<b>Not enough credits: 4 needed</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('checks eligibility before paying and explains a refusal', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/payment/checkVipStatus/:id', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: {
            level: 2,
            currentLevel: 2,
            eligible: false,
            message: 'You already have this plan or a higher one.',
          },
        }),
      ),
    );
    renderPage();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    await user.click(within(starter).getByRole('button', { name: 'Subscribe: Starter' }));
    expect(await screen.findByText('You already have this plan or a higher one.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(db().orders).toHaveLength(0);
  });

  it('Escape closes the payment dialog and focus goes back to the Subscribe button that opened it', async () => {
    const user = userEvent.setup();
    renderPage();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    const subscribe = within(starter).getByRole('button', { name: 'Subscribe: Starter' });
    await user.click(subscribe);
    const dialog = await screen.findByRole('dialog', { name: /Payment/ });
    await within(dialog).findByLabelText('Card number');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(card('Starter')).getByRole('button', { name: 'Subscribe: Starter' })).toHaveFocus(),
    );
    expect(await screen.findByText('Payment canceled.')).toBeInTheDocument();
  });

  it('buys the yearly Starter plan: credits, level and the current plan change; then leads back to the creation', async () => {
    // jsdom lays nothing out: what the page asks to bring into view is recorded.
    const scrolled: { text: string; options: unknown }[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ text: this.textContent ?? '', options });
    };
    const user = userEvent.setup();
    const reason = 'Not enough credits: this costs 4 credits and you have 0.';
    renderPage(`/payment?${new URLSearchParams({ reason, back: '/tools/inspiration?prompt=ring' })}`);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    await waitFor(() => expect(screen.getByTestId('credits-left')).toHaveTextContent('200'));
    await user.click(within(starter).getByRole('button', { name: 'Subscribe: Starter' }));
    const dialog = await screen.findByRole('dialog', { name: /Payment/ });
    // The dialog names what is bought: the plan and its cycle.
    expect(await within(dialog).findByText('Starter · Yearly Plan')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Card number'), TEST_CARDS.success);
    await user.type(within(dialog).getByLabelText('Expiry (MM / YY)'), '1234');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $182.40' }));
    expect(db().orders[0]).toMatchObject({ level: 2, price: 182.4, channel: 4 });
    await waitFor(() => expect(screen.getByTestId('credits-left')).toHaveTextContent('6,200'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('Starter')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    // The reason is stale once paid: the page says the credits are in and offers the way back.
    expect(screen.queryByText(reason)).toBeNull();
    const back = screen.getByRole('link', { name: 'Continue where you left off' });
    expect(back).toHaveAttribute('href', '/tools/inspiration?prompt=ring');
    await waitFor(() => expect(back).toHaveFocus());
    // In the middle of the window, clear of the sticky header (at 390 px the page stayed scrolled to the plan).
    expect(scrolled).toContainEqual({
      text: expect.stringContaining('Continue where you left off'),
      options: expect.objectContaining({ block: 'center' }),
    });
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    await user.click(back);
    expect(await screen.findByText('Inspiration page')).toBeInTheDocument();
  });
});
