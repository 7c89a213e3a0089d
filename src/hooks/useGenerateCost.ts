import { useNavigate } from 'react-router-dom';
import { useGetFunctionPointsQuery, useGetPointsQuery } from '@/api/endpoints/points';
import type { ApiError } from '@/api/http';
import type { FunctionKey } from '@/api/types';
import { isSignedIn } from '@/utils/cookies';
import { paths } from '@/utils/paths';

/** The HTTP status and envelope code of "not enough credits" (contract). */
export const NOT_ENOUGH_CREDITS_CODE = 402;

export interface GenerateCostOptions {
  /**
   * Spec 3 §9: image cost = points × selected templates; modeling = points × attached images (or the
   * plain points when none). 1 by default.
   */
  multiplier?: number;
  /** Shown while the points are unknown (Inspiration's fixed 4, spec 2 §2). */
  fallback?: number;
  /** A fixed label instead of a computed cost (video: '10+ credits'). */
  fixedLabel?: string;
  /** Skip the points call (visitors, a video model). */
  skip?: boolean;
}

/** Says why a user is sent to /payment; the billing page shows it. */
export const creditsReason = (cost: number, balance: number) =>
  `Not enough credits: this costs ${cost} credits and you have ${balance}.`;

/** When the server refused with 402 without words of its own. */
export const NOT_ENOUGH_CREDITS = 'Not enough credits for this generation.';

export const isNotEnoughCredits = (error: unknown) => {
  const { code, status } = (error ?? {}) as Partial<ApiError>;
  return code === NOT_ENOUGH_CREDITS_CODE || status === NOT_ENOUGH_CREDITS_CODE;
};

/**
 * What Generate costs (from the points-per-function-key call, spec 3 §9) and whether the balance covers
 * it: `shortfall()` is the reason when it does not (null when it does or either number is unknown).
 * Creation screens use it through `useCreationSubmit` (features/tasks), which stops before sending;
 * `toPayment(reason)` goes to `/payment?reason=…` for the screens that move there at once.
 */
export function useGenerateCost(functionKey: FunctionKey, options: GenerateCostOptions = {}) {
  const { multiplier = 1, fallback, fixedLabel, skip = false } = options;
  const navigate = useNavigate();
  const points = useGetFunctionPointsQuery(functionKey, { skip: skip || fixedLabel !== undefined });
  // Visitors have no balance to read (the call would send them to sign in).
  const balance = useGetPointsQuery(undefined, { skip: skip || !isSignedIn() });
  const unit = points.data ?? fallback;
  const cost = fixedLabel ?? (unit === undefined ? null : unit * Math.max(1, multiplier));

  const toPayment = (reason: string) => navigate(paths.payment({ reason }));

  /** Why the balance does not cover the cost, or null (also when either is unknown). */
  const shortfall = (): string | null => {
    const have = balance.data?.points;
    if (typeof cost !== 'number' || have === undefined || have >= cost) return null;
    return creditsReason(cost, have);
  };

  /** The reason to show after a 402 the server did not word. */
  const shortfallText = () => shortfall() ?? NOT_ENOUGH_CREDITS;

  /** True when the user may submit; otherwise the user is on the way to /payment. */
  const ensureCredits = () => {
    const reason = shortfall();
    if (reason) toPayment(reason);
    return reason === null;
  };

  return {
    cost,
    isLoading: points.isLoading || balance.isLoading,
    shortfall,
    shortfallText,
    ensureCredits,
    toPayment,
  };
}
