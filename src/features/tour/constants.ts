import { HEADER_HEIGHT } from '@/theme/layout';
/**
 * Constants of the onboarding tour (spec 3 §2.9, §4.6, §9; spec 1 §3). The screens carry the target
 * attributes as literals (a feature imports no other feature); this module is the one list of them.
 */

/** The elements the steps point at, one selector each. */
export const TOUR_TARGETS = {
  welcome: 'body',
  exploreCategory: '[data-tour="explore-category"]',
  detailRecreate: '[data-tour="detail-recreate"]',
  inspirationGenerate: '[data-tour="inspiration-generate"]',
  inspirationReference: '[data-tour="inspiration-reference"]',
  marketingStatic: '#tour-tab-static',
  marketingTryOn: '[data-tour="marketing-tab-tryon"]',
  marketingVideo: '[data-tour="marketing-tab-video"]',
  collection: '[data-tour="collection-list"]',
  fashionGallery: '[data-tour="fashion-gallery"]',
} as const;

/**
 * The page of the first two steps (Explore). The tour's own first start waits until the user is here, so it
 * never takes anyone away from the page they opened or were sent to after signing in (`?redirect=`).
 */
export const TOUR_FIRST_ROUTE = '/';

/** Spec 3 §9: ten steps. */
export const TOUR_STEP_COUNT = 10;
/** Spec 3 §4.6, §9: a missing target is looked for every 200 ms. */
export const TOUR_POLL_MS = 200;

/** Spec 1 §3: local storage keys. */
export const TOUR_DISMISSED_KEY = 'tourDismissed';
export const TOUR_DISMISSED_VALUE = '1';
export const TOUR_SEEN_KEY_PREFIX = 'tourSeen:';
export const tourSeenKey = (email: string) => `${TOUR_SEEN_KEY_PREFIX}${email}`;

/** Spec 3 §2.9: `?tour=1` on any page starts the tour (forced); the parameter is removed afterwards. */
export const TOUR_QUERY_PARAM = 'tour';
export const TOUR_QUERY_VALUE = '1';

/** Spec 3 §9: looks. */
export const TOUR_TOOLTIP_WIDTH = 320;
export const TOUR_STYLED_TOOLTIP_WIDTH = 380;
export const TOUR_Z_INDEX = 10000;

/** How far below the window's top a step scrolls its target: clear of the sticky header, with a margin. */
export const TOUR_SCROLL_OFFSET = HEADER_HEIGHT + 16;
export const TOUR_PRIMARY_COLOR = '#1677ff';
/** The same scale's next shade (#0958d9, 5.9:1 on white), where the tour's blue carries text or sits behind it. */
export const TOUR_PRIMARY_TEXT = '#0958d9';

/** Spec 3 §9's locale words ('prev', 'close', 'over', 'Next', 'Explore', skip in Chinese) are the tour's catalog (i18n/). */

/**
 * The image the detail and marketing steps open when the gallery has not been loaded yet: the first
 * gallery image of the mock seed (`mocks/db/seed.ts`, ids from 1001). Normally the tour takes the first
 * image of the Explore feed the user has just seen (step 2 follows Explore's step).
 */
export const TOUR_FALLBACK_IMAGE_ID = 1001;
