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

export const isNotEnoughCredits = (error: unknown) => {
  const { code, status } = (error ?? {}) as Partial<ApiError>;
  return code === NOT_ENOUGH_CREDITS_CODE || status === NOT_ENOUGH_CREDITS_CODE;
};

/**
 * What Generate costs (from the points-per-function-key call, spec 3 §9) and the not-enough-credits
 * path: `ensureCredits()` sends a user whose balance is below the cost to `/payment?reason=…` before
 * anything is submitted (so nothing is debited), and `toPayment(message)` does the same after the
 * server refused with 402.
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

  /** True when the user may submit; otherwise the user is on the way to /payment. */
  const ensureCredits = () => {
    const have = balance.data?.points;
    if (typeof cost !== 'number' || have === undefined || have >= cost) return true;
    toPayment(creditsReason(cost, have));
    return false;
  };

  return { cost, isLoading: points.isLoading || balance.isLoading, ensureCredits, toPayment };
}
