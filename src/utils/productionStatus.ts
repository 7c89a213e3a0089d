import type { PreSaleStatus, ProductionStatus } from '@/api/types';
import type { StatusTone } from '@/theme/tokens';

/**
 * Human labels of the production and pre-sale statuses (spec 1 §3: 0 produceNow … 6 closed; 0
 * submit_to_pre_sale … 5 rejected), one table for every screen that shows one (the Lab landing, the order
 * status page, the admin area). The spec's names are identifiers, never shown.
 */
/** Spec 2 §5: the four steps of the production path, as the status modals and progress bars show them. */
export const PROGRESS_STEPS = ['Valuation', 'Pay', 'Make', 'Deliver'] as const;

export const PRODUCTION_STATUS_LABELS: Record<ProductionStatus, string> = {
  0: 'Not applied',
  1: 'Under review',
  2: 'Reviewed',
  3: 'In production',
  4: 'Dispatched',
  5: 'Dismissed',
  6: 'Closed',
};

export const PRE_SALE_STATUS_LABELS: Record<PreSaleStatus, string> = {
  0: 'Not submitted',
  1: 'Under review',
  2: 'On sale',
  3: 'Off sale',
  5: 'Rejected',
};

/** A status the table does not know (a newer backend) reads as a plain "Status n", never as an identifier. */
export const productionStatusLabel = (status: number) =>
  PRODUCTION_STATUS_LABELS[status as ProductionStatus] ?? `Status ${status}`;
export const preSaleStatusLabel = (status: number) =>
  PRE_SALE_STATUS_LABELS[status as PreSaleStatus] ?? `Status ${status}`;

/** Spec 1 §3's production statuses by meaning: 0 produceNow … 6 closed. */
export const PRODUCTION_STATUS_TONES: Readonly<Record<number, StatusTone>> = {
  0: 'neutral',
  1: 'info',
  2: 'success',
  3: 'progress',
  4: 'success',
  5: 'error',
  6: 'neutral',
};

/** Spec 1 §3's pre-sale statuses by meaning: 0 submit … 5 rejected. */
export const PRE_SALE_STATUS_TONES: Readonly<Record<number, StatusTone>> = {
  0: 'neutral',
  1: 'info',
  2: 'success',
  3: 'neutral',
  5: 'error',
};
