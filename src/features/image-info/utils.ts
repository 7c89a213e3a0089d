import { preSaleButtonTarget } from '@/utils/paths';
import { PRODUCTION_STATUS } from './constants';

/**
 * Spec 2 §2: finish time as year-month-day hours:minutes:seconds, month and day not zero-padded
 * (`2026-1-5 09:04:03`), in the viewer's time zone.
 */
export function formatFinishTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

export type PreSaleAction =
  { kind: 'apply' } | { kind: 'wait' } | { kind: 'navigate'; to: string } | { kind: 'closed' };

/**
 * Spec 2 §2 / §4: what 'Goto Marking & Pre sale' does for a production status. No product yet (or
 * produceNow) applies for review; underReview waits; reviewed, inProduction and dispatched go to
 * their page; dismissed or closed applications offer nothing.
 */
export function preSaleAction(status: number | null | undefined, imageId: number): PreSaleAction {
  switch (status ?? PRODUCTION_STATUS.produceNow) {
    case PRODUCTION_STATUS.produceNow:
      return { kind: 'apply' };
    case PRODUCTION_STATUS.underReview:
      return { kind: 'wait' };
    case PRODUCTION_STATUS.reviewed:
    case PRODUCTION_STATUS.inProduction:
    case PRODUCTION_STATUS.dispatched:
      return { kind: 'navigate', to: preSaleButtonTarget(status, imageId) };
    default:
      return { kind: 'closed' };
  }
}

/** The id of the neighbour in a list for ArrowUp (-1) / ArrowDown (+1); the first one when lost. */
export function neighbourId(ids: number[], current: number, step: -1 | 1): number | null {
  if (!ids.length) return null;
  const index = ids.indexOf(current);
  if (index === -1) return ids[0];
  const next = index + step;
  return next >= 0 && next < ids.length ? ids[next] : null;
}

export const parseImageId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
};
