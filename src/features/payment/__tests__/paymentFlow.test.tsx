import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { advance, server, startManualClock } from '@mocks/node';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN, DEMO_POINTS, DEMO_USER_ID } from '@mocks/db/seed';
import { updateSettings } from '@mocks/settings';
import { useGetPointsQuery } from '@/api/endpoints';
import { switchLanguage } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { ORDER_POLL_INTERVAL_MS, ORDER_TIMEOUT_MS, SUCCESS_CLOSE_DELAY_MS, TEST_CARDS } from '../constants';
import { PaymentModal } from '../components/PaymentModal';
import { usePaymentFlow } from '../hooks/usePaymentFlow';
import { PAYMENT_FLOW_TEXTS, PAYMENT_MESSAGES } from '../messages';
import type { OrderRequest } from '../types';

/** Yearly Starter (level 2, level_id 5): 6,000 credits. */
const YEARLY_STARTER: OrderRequest = { kind: 'plan', level: 2, levelId: 5 };

let statusRequests = 0;
let createRequests = 0;
let confirmRequests = 0;
let cancelRequests = 0;

function Harness({
  request = YEARLY_STARTER,
  successMessage,
}: {
  request?: OrderRequest;
  successMessage?: string;
}) {
  const flow = usePaymentFlow({ successMessage });
  const points = useGetPointsQuery();
  return (
    <>
      <p data-testid="points">{points.data?.points}</p>
      <button type="button" onClick={() => void flow.open(request)}>
        Buy
      </button>
      <PaymentModal flow={flow} />
    </>
  );
}

function Points() {
  const points = useGetPointsQuery();
  return <p data-testid="points">{points.data?.points}</p>;
}

const realSetTimeout = globalThis.setTimeout;

/** Moves the fake timers, then lets the mocked network answer (real I/O, not timers). */
async function tick(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 6; i += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 0));
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}

async function settle() {
  await tick(0);
}

/** Lets the mocked network answer until `check` holds (a busy machine needs more than a few turns). */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 5));
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}

const creating = () => screen.queryByText('Creating your order…') !== null;

beforeEach(() => {
  writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  startManualClock();
  jest.useFakeTimers({
    doNotFake: ['queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  statusRequests = 0;
  createRequests = 0;
  confirmRequests = 0;
  cancelRequests = 0;
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/^\/api\/payment\/ord_/.test(path)) statusRequests += 1;
    if (path.endsWith('/payment/createOrder') || path.endsWith('/payment/createMakingOrder'))
      createRequests += 1;
    if (path.endsWith('/mock-payments/confirm')) confirmRequests += 1;
    if (path.includes('/payment/cancel/')) cancelRequests += 1;
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openForm(request?: OrderRequest) {
  renderWithProviders(<Harness request={request} />);
  await until(() => screen.queryByRole('button', { name: 'Buy' }) !== null);
  fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
  await until(() => screen.queryByRole('dialog') !== null && !creating());
  await settle();
  return screen.getByRole('dialog');
}

/** The card form's words in each language (the flow's tests speak English unless a case switches). */
const FORM_WORDS = {
  en: {
    number: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    pay: /^Pay /,
    confirming: 'Confirming…',
  },
  zh: {
    number: '卡号',
    expiry: '有效期 MM / YY',
    cvc: '安全码（CVC）',
    pay: /^支付 /,
    confirming: '确认中…',
  },
};

function fillCard(dialog: HTMLElement, number: string, words = FORM_WORDS.en) {
  fireEvent.change(within(dialog).getByLabelText(words.number), { target: { value: number } });
  fireEvent.change(within(dialog).getByLabelText(words.expiry), { target: { value: '1234' } });
  fireEvent.change(within(dialog).getByLabelText(words.cvc), { target: { value: '123' } });
}

async function pay(dialog: HTMLElement, number: string = TEST_CARDS.success, words = FORM_WORDS.en) {
  fillCard(dialog, number, words);
  // The form validates and submits after the click (a promise): inside act, so its update is too.
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: words.pay }));
  });
  await until(() => within(dialog).queryByText(words.confirming) === null);
  await settle();
}

const order = () => db().orders.at(-1)!;

describe('payment flow', () => {
  it('creates the order, confirms the card, polls every 2 s, then refreshes credits and closes', async () => {
    const dialog = await openForm();
    expect(within(dialog).getByText('$182.40')).toBeInTheDocument();
    expect(order().status).toBe('WAIT_PAY');
    await pay(dialog);
    expect(screen.getByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    expect(statusRequests).toBe(0);

    await tick(ORDER_POLL_INTERVAL_MS - 1);
    expect(statusRequests).toBe(0);
    await tick(1);
    expect(statusRequests).toBe(1);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(statusRequests).toBe(2);

    advance(1500); // the mock provider's processing time
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(statusRequests).toBe(3);
    expect(await screen.findAllByText(PAYMENT_MESSAGES.successful)).not.toHaveLength(0);
    await settle();
    expect(db().users.find((u) => u.user_id === DEMO_USER_ID)?.level).toBe(2);
    expect(screen.getByTestId('points')).toHaveTextContent(String(DEMO_POINTS + 6000));

    await tick(SUCCESS_CLOSE_DELAY_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await tick(ORDER_POLL_INTERVAL_MS * 3);
    expect(statusRequests).toBe(3);
  });

  it('a declined card keeps the form as typed and the same order; the next card pays it (issue 42 §12)', async () => {
    const dialog = await openForm();
    const first = order();
    await pay(dialog, TEST_CARDS.decline);
    expect(within(dialog).getByText('Your card was declined.')).toBeInTheDocument();
    // The form is still there with what was typed, on the same order: nothing to type again, no second order.
    expect(within(dialog).getByLabelText('Card number')).toHaveValue(TEST_CARDS.decline);
    expect(within(dialog).getByLabelText('CVC')).toHaveValue('123');
    expect(first.status).toBe('WAIT_PAY');
    await pay(dialog, TEST_CARDS.success);
    advance(1500);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(await screen.findAllByText(PAYMENT_MESSAGES.successful)).not.toHaveLength(0);
    expect(createRequests).toBe(1);
    expect(order().orderId).toBe(first.orderId);
    expect(first.status).toBe('PAYED');
  });

  it('shows the failure of a card the bank refuses while processing, with the server reason', async () => {
    const dialog = await openForm();
    await pay(dialog, TEST_CARDS.insufficientFunds);
    advance(1500);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(within(dialog).getByText(PAYMENT_MESSAGES.failed)).toBeInTheDocument();
    expect(within(dialog).getByText('Your card was declined.')).toBeInTheDocument();
    expect(order().status).toBe('FAIL');
  });

  it('after an order the bank failed, Try again opens a fresh order for the same purchase in the same modal', async () => {
    const dialog = await openForm();
    await pay(dialog, TEST_CARDS.insufficientFunds);
    advance(1500);
    await tick(ORDER_POLL_INTERVAL_MS);
    const failed = order();
    expect(failed.status).toBe('FAIL');
    fireEvent.click(within(dialog).getByRole('button', { name: PAYMENT_FLOW_TEXTS.tryAgain }));
    await until(() => screen.queryByLabelText('Card number') !== null);
    expect(createRequests).toBe(2);
    expect(order().orderId).not.toBe(failed.orderId);
    expect(order().status).toBe('WAIT_PAY');
    expect(screen.queryByText(PAYMENT_MESSAGES.failed)).not.toBeInTheDocument();

    await pay(screen.getByRole('dialog'), TEST_CARDS.success);
    advance(1500);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(await screen.findAllByText(PAYMENT_MESSAGES.successful)).not.toHaveLength(0);
    expect(order().status).toBe('PAYED');
    expect(db().orders.find((o) => o.orderId === failed.orderId)?.status).toBe('FAIL');
  });

  it('gives up after 10 minutes when the status queries never answer', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    updateSettings({ orderStatus: 'hang' });
    const dialog = await openForm();
    await pay(dialog);
    // MUI's focus trap checks focus every 50 ms while the dialog is open: ten fake minutes take a while.
    await tick(ORDER_TIMEOUT_MS - 1);
    expect(within(dialog).queryByText(PAYMENT_MESSAGES.timeout)).toBeNull();
    await tick(1);
    expect(within(dialog).getByText(PAYMENT_MESSAGES.timeout)).toBeInTheDocument();
    // Each hanging query is aborted by the client's 240 s timeout and retried: 0 s, 242 s, 484 s.
    expect(statusRequests).toBe(3);
    // The two that timed out before the end are logged (the third is cut short by the timeout itself).
    expect(logged.mock.calls.filter(([first]) => first === PAYMENT_MESSAGES.pollException)).toEqual([
      [PAYMENT_MESSAGES.pollException, expect.objectContaining({ status: 'TIMEOUT' })],
      [PAYMENT_MESSAGES.pollException, expect.objectContaining({ status: 'TIMEOUT' })],
    ]);
  });

  it('never fails a payment on a failed status query: HTTP errors are retried with backoff (issue 41 §1)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    updateSettings({ orderStatus: 'fail' });
    const dialog = await openForm();
    await pay(dialog);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(statusRequests).toBe(1);
    // Still confirming, and saying why no answer comes: never 'failed', never only a Close button.
    expect(within(dialog).getByText(PAYMENT_FLOW_TEXTS.waiting)).toBeInTheDocument();
    expect(within(dialog).getByText(PAYMENT_FLOW_TEXTS.retryingHint)).toBeInTheDocument();
    expect(within(dialog).queryByText(PAYMENT_MESSAGES.queryFailed)).toBeNull();
    // Backoff: 2 s, 4 s, 8 s after the failures in a row.
    await tick(2000);
    expect(statusRequests).toBe(2);
    await tick(3999);
    expect(statusRequests).toBe(2);
    await tick(1);
    expect(statusRequests).toBe(3);
    await tick(60_000);
    expect(within(dialog).getByText(PAYMENT_FLOW_TEXTS.waiting)).toBeInTheDocument();

    updateSettings({ orderStatus: 'normal' });
    advance(1500);
    // The next query comes at most 30 s later (the backoff's cap).
    for (let s = 0; s < 31 && !within(dialog).queryByText(PAYMENT_MESSAGES.successful); s += 1)
      await tick(1000);
    expect(within(dialog).getByText(PAYMENT_MESSAGES.successful)).toBeInTheDocument();
    await until(() => screen.getByTestId('points').textContent === String(DEMO_POINTS + 6000));
    expect(screen.getByTestId('points')).toHaveTextContent(String(DEMO_POINTS + 6000));
    expect(logged.mock.calls.some(([first]) => first === PAYMENT_MESSAGES.queryFailed)).toBe(true);
  });

  it('a dropped connection waits for the network, then confirms the payment (issue 41 §1)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialog = await openForm();
    await pay(dialog);
    // The connection drops while the order is confirmed: the query in flight fails, the next waits for `online`.
    const online = jest.spyOn(navigator, 'onLine', 'get');
    server.use(
      http.get('*/api/payment/:orderId', () => {
        online.mockReturnValue(false);
        return HttpResponse.error();
      }),
    );
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(statusRequests).toBe(1);
    expect(within(dialog).getByText(PAYMENT_FLOW_TEXTS.offlineHint)).toBeInTheDocument();
    // Offline for two minutes: nothing is asked, nothing is said to have failed.
    await tick(120_000);
    expect(statusRequests).toBe(1);
    expect(within(dialog).queryByText(PAYMENT_MESSAGES.pollFailed)).toBeNull();
    expect(within(dialog).getByText(PAYMENT_FLOW_TEXTS.waiting)).toBeInTheDocument();

    server.resetHandlers();
    online.mockReturnValue(true);
    advance(1500);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await until(() => within(dialog).queryByText(PAYMENT_MESSAGES.successful) !== null);
    expect(statusRequests).toBe(2);
    expect(within(dialog).getByText(PAYMENT_MESSAGES.successful)).toBeInTheDocument();
    expect(logged.mock.calls.filter(([first]) => first === PAYMENT_MESSAGES.pollException)).toHaveLength(1);
  });

  it('treats any other status as "Payment status exception"', async () => {
    server.use(
      http.get('*/api/payment/:orderId', ({ params }) =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: { orderId: String(params.orderId), paymentStatus: 'REFUNDED', paymentMsg: null },
        }),
      ),
    );
    const dialog = await openForm();
    await pay(dialog);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(within(dialog).getByText(PAYMENT_MESSAGES.statusException)).toBeInTheDocument();
  });

  it('cancels the unpaid order when the modal closes', async () => {
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close payment' }));
    await settle();
    expect(order().status).toBe('CLOSED');
    expect(await screen.findByText(PAYMENT_MESSAGES.canceled)).toBeInTheDocument();
    await tick(500); // the dialog's exit transition
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never cancels a confirmed order: closed 1 s after Pay, it is watched and the balance follows', async () => {
    const dialog = await openForm();
    await pay(dialog);
    advance(1000);
    await tick(1000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close payment' }));
    await settle();
    expect(cancelRequests).toBe(0);
    expect(await screen.findByText(PAYMENT_FLOW_TEXTS.stillConfirming)).toBeInTheDocument();
    await tick(500); // the dialog's exit transition
    expect(screen.queryByRole('dialog')).toBeNull();

    advance(500); // the provider's processing ends: the server has the new level and credits
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(order().status).toBe('PAYED');
    expect(await screen.findByText(PAYMENT_MESSAGES.successful)).toBeInTheDocument();
    await until(() => screen.getByTestId('points').textContent === String(DEMO_POINTS + 6000));
    expect(screen.getByTestId('points')).toHaveTextContent(String(DEMO_POINTS + 6000));
    expect(screen.queryByText(/Cancel order interface failed/)).toBeNull();
    expect(cancelRequests).toBe(0);
  });

  it('keeps the modal open while the provider confirms: neither the close button nor Escape cancels', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('*/mock-payments/confirm', async ({ request }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        const body = (await request.json()) as { client_secret: string };
        const target = db().orders.find((o) => o.client_secret === body.client_secret)!;
        target.confirmed_at = target.created_at;
        target.confirm_outcome = 'PAYED';
        return HttpResponse.json({ code: 0, data: { orderId: target.orderId, status: 'processing' } });
      }),
    );
    const dialog = await openForm();
    fillCard(dialog, TEST_CARDS.success);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    await settle();
    expect(within(dialog).getByRole('button', { name: 'Close payment' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await settle();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(cancelRequests).toBe(0);

    release();
    await until(() => screen.queryByText(PAYMENT_FLOW_TEXTS.waiting) !== null);
    advance(1500);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(await screen.findAllByText(PAYMENT_MESSAGES.successful)).not.toHaveLength(0);
    expect(order().status).toBe('PAYED');
    expect(cancelRequests).toBe(0);
  });

  it('closed after success, the order stays paid and nothing is cancelled', async () => {
    const dialog = await openForm();
    await pay(dialog);
    advance(1500);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(within(dialog).getByText(PAYMENT_MESSAGES.successful)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close payment' }));
    await settle();
    expect(cancelRequests).toBe(0);
    expect(order().status).toBe('PAYED');
    expect(screen.getAllByText(PAYMENT_MESSAGES.successful)).toHaveLength(1);
  });

  it('leaving the screen while the order is confirmed still tells the outcome and refreshes the balance', async () => {
    const { unmount } = renderWithProviders(<Harness />);
    await until(() => screen.queryByRole('button', { name: 'Buy' }) !== null);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await until(() => screen.queryByRole('dialog') !== null && !creating());
    await pay(screen.getByRole('dialog'));
    unmount();
    renderWithProviders(<Points />);
    advance(1500);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(cancelRequests).toBe(0);
    expect(order().status).toBe('PAYED');
    await until(() => screen.queryByText(PAYMENT_MESSAGES.successful) !== null);
    expect(screen.getByText(PAYMENT_MESSAGES.successful)).toBeInTheDocument();
  });

  it('refuses a second order while the closed one is still being confirmed', async () => {
    const dialog = await openForm();
    await pay(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close payment' }));
    await tick(500); // the dialog's exit transition
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await settle();
    expect(createRequests).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats a cancellation refused because the order is paid as a payment, not an error', async () => {
    server.use(
      http.get('*/api/payment/cancel/:id', () =>
        HttpResponse.json({ code: 409, message: 'The order is already paid', data: null }, { status: 409 }),
      ),
      http.get('*/api/payment/:orderId', ({ params }) =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: { orderId: String(params.orderId), paymentStatus: 'PAYED', paymentMsg: null },
        }),
      ),
    );
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close payment' }));
    await settle();
    expect(await screen.findByText(PAYMENT_MESSAGES.successful)).toBeInTheDocument();
    expect(screen.queryByText(/Cancel order interface failed/)).toBeNull();
  });

  it('says a paid order once, in the words the screen chose', async () => {
    renderWithProviders(<Harness successMessage="Pay success" />);
    await until(() => screen.queryByRole('button', { name: 'Buy' }) !== null);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await until(() => screen.queryByRole('dialog') !== null && !creating());
    await pay(screen.getByRole('dialog'));
    advance(1500);
    await tick(ORDER_POLL_INTERVAL_MS);
    await until(() => screen.queryAllByText('Pay success').length > 0);
    expect(screen.queryByText(PAYMENT_MESSAGES.successful)).toBeNull();
    // The modal's outcome and one toast carry the same words; no second success message.
    expect(screen.getAllByText('Pay success').length).toBeLessThanOrEqual(2);
  });

  it('reports a failed cancellation with the server message', async () => {
    server.use(
      http.get('*/api/payment/cancel/:id', () =>
        HttpResponse.json({ code: 409, message: 'The order is already paid', data: null }, { status: 409 }),
      ),
    );
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close payment' }));
    await settle();
    expect(
      await screen.findByText(`${PAYMENT_MESSAGES.cancelFailed} The order is already paid`),
    ).toBeInTheDocument();
  });

  it('creates one order however often Buy is clicked, and a fresh one only after closing', async () => {
    renderWithProviders(<Harness />);
    await until(() => screen.queryByRole('button', { name: 'Buy' }) !== null);
    const buy = screen.getByRole('button', { name: 'Buy' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    await settle();
    fireEvent.click(buy);
    await settle();
    expect(createRequests).toBe(1);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close payment' }));
    await settle();
    fireEvent.click(buy);
    await settle();
    expect(createRequests).toBe(2);
    expect(db().orders.filter((o) => o.status === 'WAIT_PAY')).toHaveLength(1);
  });

  it('opening the same purchase again takes back its waiting order: one checkout, one order (issue 41 §4)', async () => {
    server.use(
      http.get('*/api/payment/cancel/:id', () =>
        HttpResponse.json({ code: 500, message: 'Internal server error', data: null }, { status: 500 }),
      ),
    );
    const dialog = await openForm();
    const first = order();
    // Closing cancels the order, but the server cannot answer (asked three times): the order still waits.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close payment' }));
    await tick(400);
    await tick(1200);
    await until(() => screen.queryByText(/Cancel order interface failed/) !== null);
    expect(first.status).toBe('WAIT_PAY');
    await tick(500); // the dialog's exit transition
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await until(() => screen.queryByLabelText('Card number') !== null);
    expect(createRequests).toBe(1);
    expect(screen.getByTestId('payment-order-id')).toHaveTextContent(first.orderId);
    expect(db().orders.filter((o) => o.status === 'WAIT_PAY')).toHaveLength(1);
  });

  it('confirms once however often Pay is clicked', async () => {
    const dialog = await openForm();
    fillCard(dialog, TEST_CARDS.success);
    const payButton = within(dialog).getByRole('button', { name: /^Pay / });
    fireEvent.click(payButton);
    fireEvent.click(payButton);
    await settle();
    expect(confirmRequests).toBe(1);
  });

  it('checks the card before confirming, by message', async () => {
    const dialog = await openForm();
    fillCard(dialog, '4242 4242 4242 4241');
    fireEvent.change(within(dialog).getByLabelText('Expiry (MM / YY)'), { target: { value: '0120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    await settle();
    expect(within(dialog).getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(
      within(dialog).getByText("Your card's expiration date is invalid or in the past."),
    ).toBeInTheDocument();
    expect(confirmRequests).toBe(0);
  });

  it('asks for the extra step of an authentication card; cancelling it is silent', async () => {
    const dialog = await openForm();
    await pay(dialog, TEST_CARDS.authentication);
    expect(within(dialog).getByText(/Your bank asks you to confirm/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText('Card number')).toBeInTheDocument();
    expect(confirmRequests).toBe(0);
    expect(order().status).toBe('WAIT_PAY');
  });

  it('shows a card error from the provider by message', async () => {
    server.use(
      http.post('*/mock-payments/confirm', () =>
        HttpResponse.json({ code: 402, message: 'Your card has insufficient funds.' }, { status: 402 }),
      ),
    );
    const dialog = await openForm();
    await pay(dialog);
    expect(within(dialog).getByText('Your card has insufficient funds.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Payment failed.'],
    ['zh', '支付失败'],
  ] as const)(
    "a card error without a message says the spec's default failure (Chinese in 中文): %s",
    async (language, text) => {
      server.use(
        http.post('*/mock-payments/confirm', () =>
          HttpResponse.json({ code: 402, message: '' }, { status: 402 }),
        ),
      );
      await switchLanguage(language);
      try {
        const dialog = await openForm();
        await pay(dialog, TEST_CARDS.success, FORM_WORDS[language]);
        expect(within(dialog).getByText(text)).toBeInTheDocument();
      } finally {
        // The dialog is still open: it re-renders in English.
        await act(() => switchLanguage('en'));
      }
    },
  );

  it.each([
    ['no payment info', { paymentInfo: '' }, PAYMENT_MESSAGES.noPaymentInfo],
    ['no client secret', { paymentInfo: '{"provider":"mock"}' }, PAYMENT_MESSAGES.noClientSecret],
  ])('says so when the order comes back with %s', async (_name, patch, message) => {
    server.use(
      http.post('*/api/payment/createOrder', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: {
            orderId: 'ord_x',
            paymentId: 'pi_x',
            price: 10,
            currency: 'USD',
            paymentStatus: 'WAIT_PAY',
            paymentMsg: null,
            ...patch,
          },
        }),
      ),
    );
    const dialog = await openForm();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  });

  it('shows the server message, or "Create payment order failed." without one', async () => {
    server.use(
      http.post('*/api/payment/createOrder', () =>
        HttpResponse.json(
          { code: 403, message: 'You already have this plan or a higher one.', data: null },
          { status: 403 },
        ),
      ),
    );
    const dialog = await openForm();
    expect(within(dialog).getByText('You already have this plan or a higher one.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await tick(500); // the dialog's exit transition

    server.use(
      http.post('*/api/payment/createOrder', () =>
        HttpResponse.json({ code: 500, message: '', data: null }, { status: 500 }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    // A creation the server could not answer is asked twice more (0.4 s, 1.2 s later) before it is said.
    await until(() => creating());
    await tick(400);
    await tick(1200);
    await until(() => screen.queryByRole('dialog') !== null && !creating());
    expect(createRequests).toBe(4);
    expect(within(screen.getByRole('dialog')).getByText(PAYMENT_MESSAGES.createFailed)).toBeInTheDocument();
  });

  it('pays a making order with the mock PayPal buttons (approve), and cancelling in PayPal is silent', async () => {
    const product = db().products.find((p) => p.user_id === DEMO_USER_ID && p.production_status === 2)!;
    const dialog = await openForm({
      kind: 'making',
      productId: product.product_id,
      count: 1,
      price: 15,
      method: 'paypal',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel in PayPal' }));
    await settle();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve $15.00 with PayPal' }));
    await settle();
    advance(1500);
    await tick(ORDER_POLL_INTERVAL_MS);
    expect(within(dialog).getByText(PAYMENT_MESSAGES.successful)).toBeInTheDocument();
    expect(product.production_status).toBe(3);
  });
});
