import { paths, type MarketingTabKey } from '@/utils/paths';
import { TOUR_FIRST_ROUTE, TOUR_TARGETS } from './constants';
import type { TourKey } from './i18n';

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
  /** Catalog keys (i18n/): `tour.<id>.title`, `tour.<id>.content`. */
  title: TourKey;
  content: TourKey;
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
    title: 'tour.welcome.title',
    content: 'tour.welcome.content',
  },
  {
    id: 'explore-category',
    route: TOUR_FIRST_ROUTE,
    target: TOUR_TARGETS.exploreCategory,
    placement: 'bottom',
    title: 'tour.explore-category.title',
    content: 'tour.explore-category.content',
  },
  {
    id: 'detail-recreate',
    route: detail,
    target: TOUR_TARGETS.detailRecreate,
    placement: 'top',
    title: 'tour.detail-recreate.title',
    content: 'tour.detail-recreate.content',
  },
  {
    id: 'inspiration-generate',
    route: '/tools/inspiration',
    target: TOUR_TARGETS.inspirationGenerate,
    placement: 'top',
    title: 'tour.inspiration-generate.title',
    content: 'tour.inspiration-generate.content',
  },
  {
    id: 'inspiration-reference',
    route: '/tools/inspiration',
    target: TOUR_TARGETS.inspirationReference,
    placement: 'bottom',
    title: 'tour.inspiration-reference.title',
    content: 'tour.inspiration-reference.content',
  },
  {
    id: 'marketing-static',
    route: marketing('Photos'),
    target: TOUR_TARGETS.marketingStatic,
    placement: 'bottom',
    title: 'tour.marketing-static.title',
    content: 'tour.marketing-static.content',
  },
  {
    id: 'marketing-tryon',
    route: marketing('tryOn'),
    target: TOUR_TARGETS.marketingTryOn,
    placement: 'bottom',
    title: 'tour.marketing-tryon.title',
    content: 'tour.marketing-tryon.content',
  },
  {
    id: 'marketing-video',
    route: marketing('videoShow'),
    target: TOUR_TARGETS.marketingVideo,
    placement: 'bottom',
    title: 'tour.marketing-video.title',
    content: 'tour.marketing-video.content',
  },
  {
    id: 'collection',
    route: '/space/inspiration',
    target: TOUR_TARGETS.collection,
    placement: 'top',
    title: 'tour.collection.title',
    content: 'tour.collection.content',
  },
  {
    id: 'fashion-gallery',
    route: '/space/avator',
    target: TOUR_TARGETS.fashionGallery,
    placement: 'top',
    title: 'tour.fashion-gallery.title',
    content: 'tour.fashion-gallery.content',
  },
];

export function stepRoute(step: TourStepDef, context: TourRouteContext): string {
  return typeof step.route === 'string' ? step.route : step.route(context);
}
