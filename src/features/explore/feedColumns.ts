import { BREAKPOINTS, LARGE_SCREEN_MIN_WIDTH } from '@/theme/layout';

/** Spec 1 §2.3: the feed's column count in the narrowest windows. */
export const MIN_FEED_COLUMNS = 2;

/** Spec 1 §2.3: the feed's column count from this window width up, widest first; narrower windows get 2. */
export const FEED_COLUMN_STEPS: readonly (readonly [minWidth: number, columns: number])[] = [
  [LARGE_SCREEN_MIN_WIDTH, 5],
  [BREAKPOINTS.xl, 4],
  [BREAKPOINTS.lg, 3],
];

/** The media query of a step, as MUI's `breakpoints.up` writes it. */
export const minWidthQuery = (minWidth: number) => `(min-width:${minWidth}px)`;

/** The column count in this window (the static first page's; the app's is `useFeedColumns`). */
export function feedColumnsInWindow(): number {
  const step = FEED_COLUMN_STEPS.find(([minWidth]) => window.matchMedia(minWidthQuery(minWidth)).matches);
  return step ? step[1] : MIN_FEED_COLUMNS;
}
