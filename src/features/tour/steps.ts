import { paths, type MarketingTabKey } from '@/utils/paths';
import { TOUR_FIRST_ROUTE, TOUR_TARGETS } from './constants';

export type TourPlacement = 'center' | 'bottom' | 'top';

/** What a step's route may depend on: a real gallery image for the detail and marketing steps. */
export interface TourRouteContext {
  imageId: number;
}

/** Spec 3 §3: a tour step — route, target selector, placement, title, content (the beacon is always skipped). */
export interface TourStepDef {
  id: string;
  route: string | ((context: TourRouteContext) => string);
  target: string;
  placement: TourPlacement;
  title: string;
  content: string;
}

const detail = ({ imageId }: TourRouteContext) => paths.imageDetail(imageId);
/** The marketing steps open the tab they describe (the page keeps the open tab in its URL). */
const marketing =
  (tab: MarketingTabKey) =>
  ({ imageId }: TourRouteContext) =>
    paths.marketingContent({ image_id: imageId, tab });

/** Spec 3 §2.9, §4.6: the ten steps, in order. */
export const TOUR_STEPS: readonly TourStepDef[] = [
  {
    id: 'welcome',
    route: TOUR_FIRST_ROUTE,
    target: TOUR_TARGETS.welcome,
    placement: 'center',
    title: 'Welcome to Atelier AI',
    content:
      'Two minutes to find your way: where to browse, re-create a picture, generate designs, make marketing content, keep your work and style outfits.',
  },
  {
    id: 'explore-category',
    route: TOUR_FIRST_ROUTE,
    target: TOUR_TARGETS.exploreCategory,
    placement: 'bottom',
    title: 'Browse by category',
    content:
      'Narrow the public gallery to the products and styles you sell: jewelry, bags, dresses and more. Every picture is an idea to start from.',
  },
  {
    id: 'detail-recreate',
    route: detail,
    target: TOUR_TARGETS.detailRecreate,
    placement: 'top',
    title: 'Re-create what you like',
    content:
      'Found a picture you love? Re-create opens Inspiration with its prompt and settings, so you can make your own version in one click.',
  },
  {
    id: 'inspiration-generate',
    route: '/tools/inspiration',
    target: TOUR_TARGETS.inspirationGenerate,
    placement: 'top',
    title: 'Generate new designs',
    content:
      'Choose a category, describe the design and press Generate. The button shows what it costs in credits before you spend any.',
  },
  {
    id: 'inspiration-reference',
    route: '/tools/inspiration',
    target: TOUR_TARGETS.inspirationReference,
    placement: 'bottom',
    title: 'Start from your own pictures',
    content: 'Drop, paste or pick reference pictures: the designs keep their shape, colours and details.',
  },
  {
    id: 'marketing-static',
    route: marketing('Photos'),
    target: TOUR_TARGETS.marketingStatic,
    placement: 'bottom',
    title: 'Marketing images',
    content:
      'Static puts your product into styled scenes and campaign shots, ready for your shop and social posts.',
  },
  {
    id: 'marketing-tryon',
    route: marketing('tryOn'),
    target: TOUR_TARGETS.marketingTryOn,
    placement: 'bottom',
    title: 'Virtual try-on',
    content: 'Try-On shows your clothing or jewelry worn by a model, without a photo shoot.',
  },
  {
    id: 'marketing-video',
    route: marketing('videoShow'),
    target: TOUR_TARGETS.marketingVideo,
    placement: 'bottom',
    title: 'Short videos',
    content: 'Video turns a picture into a short clip with motion and animation effects for ads and reels.',
  },
  {
    id: 'collection',
    route: '/space/inspiration',
    target: TOUR_TARGETS.collection,
    placement: 'top',
    title: 'Your collection',
    content:
      'Saved creations, concepts and materials live here, ready to reuse in any tool whenever you need them.',
  },
  {
    id: 'fashion-gallery',
    route: '/space/avator',
    target: TOUR_TARGETS.fashionGallery,
    placement: 'top',
    title: 'Style outfits',
    content:
      'Fashion Style dresses models from almost a hundred outfit sets. Pick one and see your look come together. Ready to explore?',
  },
];

export function stepRoute(step: TourStepDef, context: TourRouteContext): string {
  return typeof step.route === 'string' ? step.route : step.route(context);
}
