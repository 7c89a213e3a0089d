import type { AspectRatio } from '@/api/types';

/** History records fetched per "Load more". */
export const HISTORY_PAGE_SIZE = 20;

/** Spec 2 §9. */
export const ASPECT_RATIOS: readonly AspectRatio[] = ['1:1', '16:9', '4:3', '3:2', '9:16', '3:4', '2:3'];
export const DEFAULT_RATIO: AspectRatio = '1:1';

export const MAX_REFERENCE_IMAGES = 5;
/** Spec 2 §1: the cost shown on Generate when the function's points are unknown. */
export const GENERATE_COST_FALLBACK = 4;
/** Spec 1 §9: default upload category for inspiration. */
export const INSPIRATION_UPLOAD_CATEGORY = 22;
/** Spec 2 §2: screens taller than 1200 px show three attribute rows. */
export const TALL_SCREEN_PX = 1200;

/** Spec 2 §9: the history's scroll position lives in session storage. */
export const SCROLL_STORAGE_KEY = 'inspirationHistoryScroll';
