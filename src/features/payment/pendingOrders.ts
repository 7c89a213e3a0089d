import { orderTimeoutMs } from './constants';

/**
 * Orders the provider was asked to charge and whose outcome this browser has not told yet (issue 41 §2), per user
 * in local storage under `atelier.payment.pending.<user id>`: a reload, a closed tab or a crash while confirming
 * loses no watch. The next load signed in as that user resumes watching (`PendingPayments`), tells how it ended
 * and refreshes the balance and plan. Ids and words only: nothing a provider could charge with.
 */
export const PENDING_ORDERS_KEY_PREFIX = 'atelier.payment.pending.';

export interface PendingOrder {
  orderId: string;
  kind: 'plan' | 'making';
  /** The words the screen chose for a paid order ('Payment successful.' / 'Pay success'). */
  successMessage: string;
  /** When the provider was asked (epoch ms): the 10 minutes count from here, across reloads. */
  startedAt: number;
}

const keyOf = (owner: string) => `${PENDING_ORDERS_KEY_PREFIX}${owner}`;

export function readPendingOrders(owner: string | null | undefined): PendingOrder[] {
  if (!owner) return [];
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(owner)) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is PendingOrder =>
            !!item && typeof item.orderId === 'string' && typeof item.startedAt === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function write(owner: string, orders: PendingOrder[]) {
  try {
    if (orders.length) localStorage.setItem(keyOf(owner), JSON.stringify(orders));
    else localStorage.removeItem(keyOf(owner));
  } catch {
    // Storage full or disabled: the watch still runs in this page, it only cannot outlive it.
  }
}

export function savePendingOrder(owner: string | null | undefined, order: PendingOrder): void {
  if (!owner) return;
  write(owner, [...readPendingOrders(owner).filter((o) => o.orderId !== order.orderId), order]);
}

export function removePendingOrder(owner: string | null | undefined, orderId: string): void {
  if (!owner) return;
  write(
    owner,
    readPendingOrders(owner).filter((o) => o.orderId !== orderId),
  );
}

/** When a pending order's watch gives up: 10 minutes after the provider was asked (spec 3 §4.4). */
export const deadlineOf = (order: PendingOrder) => order.startedAt + orderTimeoutMs();
