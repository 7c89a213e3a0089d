import { useGetFunctionPointsQuery, useGetPointsQuery } from '@/api/endpoints/points';
import { readApiError } from '@/api/http';
import type { FunctionKey } from '@/api/types';
import { isSignedIn } from '@/utils/cookies';

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

export const isNotEnoughCredits = (error: unknown) => {
  const { code, status } = readApiError(error);
  return code === NOT_ENOUGH_CREDITS_CODE || status === NOT_ENOUGH_CREDITS_CODE;
};

/** What Generate costs and what the balance holds, when the balance does not cover it. */
export interface Shortfall {
  cost: number;
  balance: number;
}

/**
 * What Generate costs (from the points-per-function-key call, spec 3 §9) and whether the balance covers
 * it: `shortfall()` gives both numbers when it does not (null when it does or either number is unknown).
 * Creation screens use it through `useCreationSubmit` (features/tasks), which stops before sending and words
 * the reason in the user's language (its catalog, not this layer's: the hook carries no texts).
 */
export function useGenerateCost(functionKey: FunctionKey, options: GenerateCostOptions = {}) {
  const { multiplier = 1, fallback, fixedLabel, skip = false } = options;
  const points = useGetFunctionPointsQuery(functionKey, { skip: skip || fixedLabel !== undefined });
  // Visitors have no balance to read (the call would send them to sign in).
  const balance = useGetPointsQuery(undefined, { skip: skip || !isSignedIn() });
  const unit = points.data ?? fallback;
  const cost = fixedLabel ?? (unit === undefined ? null : unit * Math.max(1, multiplier));

  /** The cost and the balance when the balance does not cover the cost, or null (also when either is unknown). */
  const shortfall = (): Shortfall | null => {
    const have = balance.data?.points;
    if (typeof cost !== 'number' || have === undefined || have >= cost) return null;
    return { cost, balance: have };
  };

  return {
    cost,
    isLoading: points.isLoading || balance.isLoading,
    shortfall,
  };
}
