import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { advance, startManualClock } from '@mocks/node';
import { db, findUser } from '@mocks/db';
import { DEMO_ACCESS_TOKEN, DEMO_POINTS, DEMO_USER_ID } from '@mocks/db/seed';
import { confirmPayment, createOrder } from '@mocks/engine/payments';
import { useGetPointsQuery } from '@/api/endpoints/points';
import { PaymentModal, PAYMENT_MESSAGES, TEST_CARDS, usePaymentFlow } from '@/features/payment';
import { savePendingOrder, PENDING_ORDERS_KEY_PREFIX } from '@/features/payment/pendingOrders';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { CROSS_TAB_CHANNEL, type CrossTabMessage } from '@/utils/crossTab';
import { PaymentsSlot } from '../layouts/PaymentsSlot';

/** Yearly Starter (level 2, level_id 5): 6,000 credits. */
const YEARLY_STARTER = { kind: 'plan', level: 2, levelId: 5 } as const;
const OWNER = String(DEMO_USER_ID);
const PENDING_KEY = `${PENDING_ORDERS_KEY_PREFIX}${OWNER}`;

function Points() {
  const points = useGetPointsQuery();
  return <p data-testid="points">{points.data?.points}</p>;
}

function Buyer() {
  const flow = usePaymentFlow();
  return (
    <>
      <button type="button" onClick={() => void flow.open(YEARLY_STARTER)}>
        Buy
      </button>
      <PaymentModal flow={flow} />
    </>
  );
}

/** Another tab of the same browser: the same channel name, another end. */
let otherTab: BroadcastChannel;
let heard: CrossTabMessage[];

beforeEach(() => {
  writeCookie('accessToken', DEMO_ACCESS_TOKEN);
  startManualClock();
  heard = [];
  otherTab = new BroadcastChannel(CROSS_TAB_CHANNEL);
  otherTab.onmessage = (event: MessageEvent) => heard.push(event.data as CrossTabMessage);
});
afterEach(() => otherTab.close());

/** A plan order confirmed by a page that is gone now (reloaded, closed): only its entry in storage is left. */
function orderConfirmedBeforeTheReload() {
  const user = findUser(DEMO_USER_ID)!;
  const order = createOrder({ user, kind: 'vip', price: 182.4, channel: 4, level: 2 });
  confirmPayment(order.client_secret, TEST_CARDS.success);
  savePendingOrder(OWNER, {
    orderId: order.orderId,
    kind: 'plan',
    successMessage: PAYMENT_MESSAGES.successful,
    startedAt: Date.now(),
  });
  return order;
}

describe('an order confirmed before a reload (issue 41 §2)', () => {
  it('the flow keeps the order per user from the moment the card is sent', async () => {
    renderWithProviders(<Buyer />);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('Card number'), {
      target: { value: TEST_CARDS.success },
    });
    fireEvent.change(within(dialog).getByLabelText('Expiry (MM / YY)'), { target: { value: '1234' } });
    fireEvent.change(within(dialog).getByLabelText('CVC'), { target: { value: '123' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    });
    const orderId = db().orders.at(-1)!.orderId;
    await waitFor(() => expect(localStorage.getItem(PENDING_KEY)).toContain(orderId));
    // Paid and told: the entry goes.
    advance(1500);
    expect(await screen.findByText(PAYMENT_MESSAGES.successful, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(PENDING_KEY)).toBeNull());
  });

  it('is watched again on the next load, anywhere: told when paid, balance refreshed, entry gone', async () => {
    const order = orderConfirmedBeforeTheReload();
    renderWithProviders(
      <>
        <Points />
        <PaymentsSlot />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('points')).toHaveTextContent(String(DEMO_POINTS)));
    expect(await screen.findByText(/still being confirmed/)).toBeInTheDocument();
    advance(1500); // the provider's processing ends
    expect(await screen.findByText(PAYMENT_MESSAGES.successful, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('points')).toHaveTextContent(String(DEMO_POINTS + 6000)));
    expect(order.status).toBe('PAYED');
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    // The other tabs hear how it ended.
    await waitFor(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({ type: 'order', event: 'paid', orderId: order.orderId }),
      ),
    );
  });

  it('is left alone for a visitor: nothing is asked until that user signs in', async () => {
    orderConfirmedBeforeTheReload();
    document.cookie = 'accessToken=; Path=/; Max-Age=0';
    renderWithProviders(<PaymentsSlot />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(screen.queryByText(/still being confirmed/)).toBeNull();
    expect(localStorage.getItem(PENDING_KEY)).not.toBeNull();
  });
});

describe('two tabs (issue 41 §3)', () => {
  it('a payment in another tab refreshes this tab’s balance, plan and level at once', async () => {
    renderWithProviders(
      <>
        <Points />
        <PaymentsSlot />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('points')).toHaveTextContent(String(DEMO_POINTS)));
    findUser(DEMO_USER_ID)!.points += 6000; // what the other tab's payment did on the server
    otherTab.postMessage({ type: 'order', event: 'paid', user: OWNER, orderId: 'ord_x', kind: 'plan' });
    await waitFor(() => expect(screen.getByTestId('points')).toHaveTextContent(String(DEMO_POINTS + 6000)));
  });

  it('tells the other tabs an order is open, and lets go of its own when the plan was bought there', async () => {
    renderWithProviders(<Buyer />);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    await screen.findByLabelText('Card number');
    const order = db().orders.at(-1)!;
    await waitFor(() =>
      expect(heard).toContainEqual({
        type: 'order',
        event: 'open',
        user: OWNER,
        orderId: order.orderId,
        kind: 'plan',
      }),
    );
    // The other tab bought the same plan meanwhile: the server has the level now.
    const user = findUser(DEMO_USER_ID)!;
    user.level = 2;
    user.vip_expire = Date.now() + 30 * 24 * 60 * 60 * 1000;
    otherTab.postMessage({ type: 'order', event: 'paid', user: OWNER, orderId: 'ord_other', kind: 'plan' });
    expect(await screen.findByText('You already have this plan or a higher one.')).toBeInTheDocument();
    await waitFor(() => expect(order.status).toBe('CLOSED'));
    await waitFor(() => expect(screen.queryByLabelText('Card number')).toBeNull());
  });
});
