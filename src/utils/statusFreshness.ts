/**
 * Status freshness (issue 25; docs/architecture.md "Status freshness"): which screen asks the server again for
 * which status, and how often. A screen that shows a status the back office can change keeps it fresh while
 * that status holds and the page is visible; everything else refreshes through tag invalidation (a mutation or
 * a payment outcome) and the app-wide refetch on focus.
 */

/** The back office is expected soon (a cost assessment under review): ask every 3 s, as the cost page did. */
export const REVIEW_POLL_MS = 3_000;
/** Rare changes (the operator's tracking, a pre-sale review): ask every 30 s. */
export const SLOW_POLL_MS = 30_000;
/** A fast poll that has waited this long on one screen slows down to SLOW_POLL_MS. */
export const FAST_POLL_WINDOW_MS = 10 * 60 * 1000;

export type FreshScreen = 'info' | 'costAssessment' | 'deliver' | 'lab';

interface ProductStatus {
  production_status?: number | null;
  pre_sale_status?: number | null;
}

/** The interval a screen polls a product at (0: it does not poll in this status). */
export function productPollInterval(screen: FreshScreen, product: ProductStatus | null | undefined): number {
  const production = product?.production_status;
  switch (screen) {
    case 'info':
    case 'costAssessment':
      // Under review (underReview = 1) until the cost is assessed (2) or dismissed (5).
      return production === 1 ? REVIEW_POLL_MS : 0;
    case 'deliver':
      // In production (3) until the operator records the tracking (4 dispatched).
      return production === 3 ? SLOW_POLL_MS : 0;
    case 'lab':
      return production === 1 || product?.pre_sale_status === 1 ? SLOW_POLL_MS : 0;
  }
}

/** The Lab landing polls its list while any product on it waits for a review. */
export const listPollInterval = (products: readonly (ProductStatus | null | undefined)[]) =>
  Math.max(0, ...products.map((product) => productPollInterval('lab', product)));
