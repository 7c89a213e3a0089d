import { BELOW_HEADER_HEIGHT } from '@/theme/layout';
/** Spec 1 §9: Explore fetches 40 per page. */
export const EXPLORE_PAGE_SIZE = 40;
/** Spec 1 §4/§9: the next page loads within 200 px of the end. */
export const LOAD_MORE_THRESHOLD_PX = 200;
/** Spec 1 §9: remount after the item width settles for 200 ms. */
export const REMOUNT_DEBOUNCE_MS = 200;
/** Spec 1 §9: cache restore waits at most 2 s for the content height. */
export const CACHE_RESTORE_TIMEOUT_MS = 2000;
/** Spec 1 §2.3 / §9: 2 px between columns and rows. */
export const FEED_GAP_PX = 2;
/** Spec 1 §2.3: the top bar is 60 px high (one row from 992 px up; below, its controls wrap onto more rows). */
export const TOP_BAR_HEIGHT_PX = 60;
/**
 * Spec 1 §2.3: the feed is the viewport minus the 56 px header and the top bar. Explore is one column of exactly
 * this height, the bar at its natural height and the feed taking the rest: where the bar wraps (phones, tablets)
 * the feed is shorter, so the document itself never scrolls under the feed's own scroll (index.html's shell too).
 */
export const EXPLORE_VIEW_HEIGHT = BELOW_HEADER_HEIGHT;
/** Spec 1 §2.3: the category panel. */
export const CATEGORY_PANEL_WIDTH_PX = 474;
export const CATEGORY_PANEL_MAX_HEIGHT_PX = 600;
/** Spec 1 §2.3: about 90 % of the cards that have a video play it. */
export const VIDEO_PLAY_SHARE = 0.9;
/** Spec 3 §9: gallery images are requested 640 px wide. */
export const FEED_IMAGE_WIDTH = 640;
/**
 * The widths a card may ask for instead (srcset, widest last): the browser takes the narrowest that covers the
 * card at the screen's density, so a phone's 2 columns ask for 360 rather than 640 (about half the bytes).
 */
export const FEED_IMAGE_WIDTHS = [240, 360, 480, FEED_IMAGE_WIDTH] as const;
/** Retry of a failed page: 1 s, 2 s, 4 s … capped at 30 s. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;
/** Category filter_type of style categories (Try On instead of ReCreate). */
export const STYLE_FILTER_TYPE = 1;
/**
 * Cards below the first screen keep their picture back until the first screen's pictures have arrived, at most
 * this long (docs/architecture.md "First paint"): on a slow connection they would otherwise share its bandwidth.
 */
export const FIRST_SCREEN_WAIT_MS = 2500;
/** Longest wait, after the first screen's pictures loaded, for the browser to paint them and fall idle. */
export const FIRST_SCREEN_PAINT_MS = 500;
