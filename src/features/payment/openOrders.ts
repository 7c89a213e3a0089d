import type { PaymentOrder } from '@/api/types';
import type { PaymentSession } from './paymentInfo';
import type { OrderRequest } from './types';

/**
 * Unconfirmed orders this page created and has not let go of, by what they buy (issue 41 §4). Opening the same
 * purchase again — 'Try again', the checkout shown again after an error, a cancellation that failed — takes the
 * waiting order back instead of creating another, so one checkout is one order. An order leaves the list when it
 * is cancelled, confirmed or ends.
 */
const open = new Map<string, { order: PaymentOrder; session: PaymentSession }>();

export const purchaseKey = (owner: string | null, request: OrderRequest) =>
  JSON.stringify([
    owner,
    request.kind,
    request.kind === 'plan'
      ? [request.level, request.levelId ?? null]
      : [request.productId, request.count, request.price, request.channel ?? null],
  ]);

export const rememberOpenOrder = (key: string, order: PaymentOrder, session: PaymentSession) =>
  void open.set(key, { order, session });

export const openOrderFor = (key: string) => open.get(key);

export function forgetOpenOrder(orderId: string) {
  for (const [key, entry] of open) if (entry.order.orderId === orderId) open.delete(key);
}
