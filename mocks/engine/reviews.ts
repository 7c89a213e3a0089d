import { touch } from '../db';
import type { ProductRow } from '../db/types';
import { hashString } from '../media/art';
import { getSettings } from '../settings';
import { now } from './clock';

/**
 * The back office as the mock plays it (issue 11): an application waits `reviewMs` (20 s by default,
 * `?mock_review_ms=` or the controls panel), then the cost assessment is approved with a sampling cost
 * and a suggested price, and a pre-sale goes on sale — unless the `/server` review calls got there first.
 */
const round2 = (n: number) => Math.round(n * 100) / 100;

export interface Approval {
  sampling_cost?: number;
  sampling_price?: number;
  suggested_selling_price?: number;
}

/** Moves an underReview product to reviewed with its costs (the hand review and the timer alike). */
export function approveMaking(product: ProductRow, approval: Approval = {}): ProductRow {
  const cost = approval.sampling_cost ?? 10 + (hashString(String(product.product_id)) % 50);
  const price = approval.sampling_price ?? cost;
  product.sampling_cost = cost;
  product.sampling_price = price;
  product.origin_price = price;
  product.suggested_selling_price = approval.suggested_selling_price ?? round2(price * 3);
  product.production_status = 2;
  product.review_note = null;
  product.review_due_at = null;
  product.updated_at = now();
  return product;
}

export function scheduleMakingReview(product: ProductRow): void {
  product.review_due_at = now() + getSettings().reviewMs;
}

export function scheduleSellReview(product: ProductRow): void {
  product.sell_due_at = now() + getSettings().reviewMs;
}

/** Brings a product up to date with the clock (called whenever a product is read). */
export function refreshProduct(product: ProductRow, at = now()): ProductRow {
  let changed = false;
  if (product.review_due_at != null) {
    if (product.production_status !== 1) product.review_due_at = null;
    else if (at >= product.review_due_at) {
      approveMaking(product);
      changed = true;
    }
  }
  if (product.sell_due_at != null) {
    if (product.pre_sale_status !== 1) product.sell_due_at = null;
    else if (at >= product.sell_due_at) {
      product.pre_sale_status = 2;
      product.sell_due_at = null;
      product.updated_at = now();
      changed = true;
    }
  }
  if (changed) touch();
  return product;
}
