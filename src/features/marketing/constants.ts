import type { MarketingTabKey } from '@/utils/paths';

/** Marketing content (spec 3 §2.1, §4.2, §5, §8, §9): texts, keys and limits in one place. */

/** Spec 3 §2.1: the tabs and their keys (the key is what the URL carries, `paths.marketingContent({ tab })`). */
export const MARKETING_TABS = {
  static: 'Photos',
  tryOn: 'tryOn',
  video: 'videoShow',
} as const satisfies Record<string, MarketingTabKey>;
export type MarketingTab = (typeof MARKETING_TABS)[keyof typeof MARKETING_TABS];
export const TAB_QUERY_KEY = 'tab';

/** Spec 3 §9: batch template submissions are spaced 1 s apart. */
export const TEMPLATE_SUBMIT_SPACING_MS = 1000;

/** Spec 1 §3: local storage key of the Try-On background. */
export const TRY_ON_BACKGROUND_KEY = 'tryOnBackground';
export const TRY_ON_BACKGROUNDS = [
  'Studio white',
  'City street',
  'Beach at sunset',
  'Boutique interior',
] as const;

/** Template groups show this many before 'More'. */
export const TEMPLATES_SHOWN = 4;

/** Task scopes: one per image and tab, so pending items reset when image_id changes (spec 3 §4.1). */
export const marketingScope = (imageId: number, tab: MarketingTab) => `marketing:${imageId}:${tab}`;

/** History strip (spec 3 §2.4: 80 px thumbnails). */
export const HISTORY_THUMB_PX = 80;
export const HISTORY_PAGE_SIZE = 30;

/** Spec 3 §2.1: the hero's example carousel (shipped in public/, nothing downloads at run time). */
export const EXAMPLE_IMAGES = [
  { src: '/media/marketing/example-1.svg', label: 'marketing.example1' },
  { src: '/media/marketing/example-2.svg', label: 'marketing.example2' },
  { src: '/media/marketing/example-3.svg', label: 'marketing.example3' },
] as const;
