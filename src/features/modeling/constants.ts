import type { PromptTemplatesArgs } from '@/api/endpoints/templates';
import type { PromptTemplate } from '@/api/types';
import type { CarouselFit } from '@/components/Carousel';
import type { ModelingKey } from './i18n';

/** Fashion Style: the templates gallery, modeling and the fashion factory (spec 3 §2.4–§2.6, §5, §8, §9). */

/** Spec 3 §9: template page sizes; the gallery asks for the first. */
export const TEMPLATE_PAGE_SIZES = [50, 100, 1000] as const;
/** The gallery's first page, before a style or a page size is chosen (TemplatesGallery starts on it). */
export const FIRST_TEMPLATE_PAGE: PromptTemplatesArgs = { current: 1, pageSize: TEMPLATE_PAGE_SIZES[0] };
/** The styles the gallery offers as chips. */
export const TEMPLATE_STYLE_NAMES = { filter_type: 1 } as const;
/** Spec 3 §9: up to 3 model images per template tile. */
export const TEMPLATE_MODEL_IMAGES = 3;
/** Spec 3 §2.6: the side carousel shows 3 images, auto-playing. */
export const SIDE_CAROUSEL_SIZE = 3;
export const SIDE_CAROUSEL_INTERVAL_MS = 4000;
/** Spec 3 §9 requested widths. */
export const IMAGE_WIDTHS = { main: 800, gallery: 640, thumb: 160, history: 80 } as const;

/** Tiles whose pictures fill a phone's or a desktop's first screen: fetched at once, first (not lazily). */
export const PRIORITY_TILES = 2;
/** A tile's model picture (as `sx`): plain CSS, the theme's radius (a test holds it). */
export const TILE_PICTURE_STYLE = {
  width: '100%',
  // Its row's height (TILE_ROW_RATIO) wins over the aspect ratio: a tile with one look is as tall as one with three.
  height: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  objectPosition: 'center top',
  borderRadius: '10px',
  display: 'block',
} as const;
/**
 * A tile's row of model pictures has one shape whatever the number of looks (issue 43: a tile with one look stood
 * ~300 px taller than its neighbour with three, leaving a blank under the shorter one in the same grid row).
 */
export const TILE_ROW_RATIO = '3 / 2';
/** Spec 3 §2.6: a tile shows up to 3 model images. */
export const tileModels = (template: Pick<PromptTemplate, 'models'>) =>
  template.models.slice(0, TEMPLATE_MODEL_IMAGES);
/** A tile's row of model pictures (1 to TEMPLATE_MODEL_IMAGES). */
export const tileColumns = (pictures: number) => `repeat(${Math.max(1, pictures)}, minmax(0, 1fr))`;

/**
 * What sits around the generator's viewer on a tablet or desktop: header, padding and the Prototype / Video
 * control above; the strip, the 'Creating images' note while a task runs and the padding below. The viewer
 * keeps this height whether it is empty, waiting or showing a result.
 */
export const GENERATOR_VIEWER_FIT: CarouselFit = { offset: 300 };

/**
 * The photoset's viewer (spec 3 §2.5): above it the header, the title with Back and 'Download all', the note
 * while photos are being made; below it the thumbnails, which stay on screen with it.
 */
export const PHOTOSET_VIEWER_FIT: CarouselFit = { offset: 330 };
/** Spec 3 §2.4: the history strip's thumbnails are 80 px. */
export const HISTORY_THUMB_SIZE = 80;
export const HISTORY_PAGE_SIZE = 50;

/** Spec 3 §9: the modeling cost is per feature 'descImageGeneration'. */
export const MODELING_FUNCTION_KEY = 'descImageGeneration' as const;

/** Spec 3 §9: the photoset's target size, the wait before its view, batch polling. */
export const PHOTOSET_SIZE = 12;
export const PHOTOSET_DELAY_MS = 2000;

/** Records read to find the look's newest outfit batch on load (spec 3 §4.3): the newest ones are enough. */
export const OUTFIT_RESTORE_PAGE_SIZE = 20;
/** Spec 3 §2.4 tab keys. */
export const MODELING_TABS = { photos: 'Photos', video: 'videoShow' } as const;
export type ModelingTab = (typeof MODELING_TABS)[keyof typeof MODELING_TABS];

/** Spec 3 §2.5 side steps; 4 is active, 5 until the photoset exists. */
export const FACTORY_STEPS = [
  'modeling.step.template',
  'modeling.step.character',
  'modeling.step.generation',
  'modeling.step.clothing',
  'modeling.step.photoset',
] as const satisfies readonly ModelingKey[];

/** Task-engine scopes of this feature. */
export const MODELING_SCOPE = (imageId: number | string) => `modeling:${imageId}`;
export const PHOTOSET_SCOPE = (imageId: number | string) => `photoset:${imageId}`;
export const MODELING_VIDEO_SCOPE = (imageId: number | string) => `modeling-video:${imageId}`;
