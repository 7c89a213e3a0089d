import type { PaymentOrder } from '@/api/types';
import type { AppDispatch } from '@/app/store';
import type { PaymentSession } from './paymentInfo';
import type { OrderRequest } from './types';

/**
 * Unconfirmed orders this page created and has not let go of, by what they buy (issue 41 §4). Opening the same
 * purchase again — 'Try again', the checkout shown again after an error, a cancellation that failed — takes the
 * waiting order back instead of creating another, so one checkout is one order. An order leaves the list when it
 * is cancelled, confirmed or ends. Kept per store (one per page; each test renders its own).
 */
type Kept = { order: PaymentOrder; session: PaymentSession };
const pages = new WeakMap<AppDispatch, Map<string, Kept>>();

function of(dispatch: AppDispatch) {
  let open = pages.get(dispatch);
  if (!open) pages.set(dispatch, (open = new Map()));
  return open;
}

/** What an order buys. No user in it: a kept order is taken back only when the server still shows it waiting. */
export const purchaseKey = (request: OrderRequest) =>
  JSON.stringify([
    request.kind,
    request.kind === 'plan'
      ? [request.level, request.levelId ?? null]
      : [request.productId, request.count, request.price, request.channel ?? null],
  ]);

export const rememberOpenOrder = (
  dispatch: AppDispatch,
  key: string,
  order: PaymentOrder,
  session: PaymentSession,
) => void of(dispatch).set(key, { order, session });

export const openOrderFor = (dispatch: AppDispatch, key: string) => of(dispatch).get(key);

export function forgetOpenOrder(dispatch: AppDispatch, orderId: string) {
  const open = of(dispatch);
  for (const [key, entry] of open) if (entry.order.orderId === orderId) open.delete(key);
}
