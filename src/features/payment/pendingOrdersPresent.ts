import { PENDING_ORDERS_KEY_PREFIX } from './pendingOrders';

/** Whether this browser keeps any order whose outcome is still to be told (read once per page, before the rest). */
export function pendingOrdersPresent(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(PENDING_ORDERS_KEY_PREFIX));
  } catch {
    return false;
  }
}
