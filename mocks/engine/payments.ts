import { db, findUser, nextOrderNumber, touch } from '../db';
import type { OrderRow, UserRow } from '../db/types';
import { conflict, MockError, notFound } from '../errors';
import { hashString } from '../media/art';
import { now } from './clock';
import { credit } from './ledger';

/**
 * Payment orders move with the mock clock: WAIT_PAY until the client confirms the card payment
 * (the mock payment provider's confirm call), then after a short processing time PAYED, or FAIL for
 * a declining test card. The order's effect (plan level and credits, or production) is applied once.
 */
export const PROCESSING_MS = 1500;
/**
 * Declined at once, as a card provider's confirm answers a decline: the order stays WAIT_PAY, so the same order is
 * paid with the next card (the client keeps its form and its order).
 */
export const DECLINED_AT_CONFIRM = ['4000000000000002'];
/** Accepted, then failed by the bank while processing: the order ends FAIL (the status poll tells it). */
export const DECLINING_CARDS = ['4000000000009995'];
const DAY = 24 * 60 * 60 * 1000;

export interface NewOrder {
  user: UserRow;
  kind: OrderRow['kind'];
  price: number;
  channel: number;
  level?: number;
  productId?: number;
  count?: number;
}

export function createOrder(input: NewOrder): OrderRow {
  const n = nextOrderNumber();
  const at = now();
  const day = new Date(at).toISOString().slice(0, 10).replace(/-/g, '');
  const secret = hashString(`${n}:${at}:${input.user.user_id}`).toString(36);
  const order: OrderRow = {
    orderId: `ord_${day}_${String(n).padStart(4, '0')}`,
    paymentId: `pi_mock_${secret}${n}`,
    user_id: input.user.user_id,
    kind: input.kind,
    level: input.level ?? null,
    product_id: input.productId ?? null,
    count: input.count ?? 1,
    price: Math.round(input.price * 100) / 100,
    currency: 'USD',
    channel: input.channel,
    client_secret: `pi_mock_${secret}${n}_secret_${hashString(secret).toString(36)}`,
    status: 'WAIT_PAY',
    paymentMsg: 'Waiting for payment',
    created_at: at,
    confirmed_at: null,
    confirm_outcome: null,
    applied: false,
  };
  db().orders.push(order);
  touch();
  return order;
}

function apply(order: OrderRow): void {
  if (order.applied || order.status !== 'PAYED') return;
  order.applied = true;
  const t = db();
  const user = findUser(order.user_id);
  if (order.kind === 'vip' && user) {
    const plan =
      // The order charged the plan's discounted price when it has one (see the createOrder handler).
      t.plans.find((p) => p.level === order.level && (p.discountPrice ?? p.price) === order.price) ??
      t.plans.find((p) => p.level === order.level && p.price === order.price) ??
      t.plans.find((p) => p.level === order.level);
    user.level = Math.max(user.level, order.level ?? 0);
    user.vip_expire = now() + (plan?.billingCycle === 3 ? 365 : 30) * DAY;
    if (plan) credit(user, plan.credits, `Plan ${plan.name}`, order.orderId);
  }
  if (order.kind === 'making') {
    const product = t.products.find((p) => p.product_id === order.product_id);
    if (product) {
      product.production_status = 3;
      product.sampling_count = order.count;
      product.paid_amount = order.price;
      product.paid_currency = order.currency;
      product.updated_at = now();
    }
  }
  touch();
}

/** Brings the order up to date with the clock and returns it. */
export function refreshOrder(order: OrderRow, at = now()): OrderRow {
  if (
    order.status === 'WAIT_PAY' &&
    order.confirmed_at !== null &&
    at >= order.confirmed_at + PROCESSING_MS
  ) {
    order.status = order.confirm_outcome ?? 'PAYED';
    order.paymentMsg = order.status === 'PAYED' ? 'Payment successful.' : 'Your card was declined.';
    touch();
  }
  apply(order);
  return order;
}

export function findOrder(orderId: string, userId?: number): OrderRow {
  const order = db().orders.find((o) => o.orderId === orderId || o.paymentId === orderId);
  if (!order || (userId !== undefined && order.user_id !== userId)) throw notFound('Order not found');
  return refreshOrder(order);
}

/** The payment provider's confirmation (card details checked here, outcome applied after processing). */
export function confirmPayment(clientSecret: string, cardNumber = '4242424242424242'): OrderRow {
  const order = db().orders.find((o) => o.client_secret === clientSecret);
  if (!order) throw notFound('No such payment');
  refreshOrder(order);
  if (order.status !== 'WAIT_PAY') throw conflict(`The order is already ${order.status}`);
  // Confirming again (a client that did not get the first answer) is the same confirmation.
  if (order.confirmed_at !== null) return order;
  const digits = cardNumber.replace(/\D/g, '');
  if (DECLINED_AT_CONFIRM.includes(digits)) throw new MockError(402, 'Your card was declined.');
  order.confirmed_at = now();
  order.confirm_outcome = DECLINING_CARDS.includes(digits) ? 'FAIL' : 'PAYED';
  order.paymentMsg = 'Processing payment';
  touch();
  return order;
}

export function cancelOrder(order: OrderRow): OrderRow {
  refreshOrder(order);
  if (order.status === 'PAYED') throw conflict('The order is already paid');
  if (order.status === 'WAIT_PAY') {
    order.status = 'CLOSED';
    order.paymentMsg = 'Payment canceled.';
    touch();
  }
  return order;
}
