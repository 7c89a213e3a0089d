import type { FunctionKey } from '@/api/types';

/** Spec 3 §2.7, §5: free plans go to the inspiration tool instead of paying. */
export const FREE_PLAN_ROUTE = '/tools/inspiration';
/** Spec 3 §9: plan levels 2 and 3 are the enlarged cards. */
export const ENLARGED_LEVELS: readonly number[] = [2, 3];
export const MONTHS_PER_YEAR = 12;
/** The query parameter a not-enough-credits path sends its human-readable reason in. */
export const REASON_PARAM = 'reason';
/** …and the in-app path (with what the user had typed) the page leads back to once paid. */
export const BACK_PARAM = 'back';
/** The function keys whose cost the credits breakdown lists (spec 3 §3 "points per function key"). */
export const BREAKDOWN_KEYS: readonly FunctionKey[] = [
  'imageGeneration',
  'imageChat',
  'descImageGeneration',
  'videoShowGeneration',
];
