import type { CarouselFit } from '@/components/Carousel';
import { NO_TASK_TO_RETRY, UNKNOWN_ERROR_REASON } from '@/features/tasks';

/** Fashion Style: the templates gallery, modeling and the fashion factory (spec 3 §2.4–§2.6, §5, §8, §9). */

/** Spec 3 §9: template page sizes; the gallery asks for the first. */
export const TEMPLATE_PAGE_SIZES = [50, 100, 1000] as const;
/** Spec 3 §9: up to 3 model images per template tile. */
export const TEMPLATE_MODEL_IMAGES = 3;
/** Spec 3 §2.6: the side carousel shows 3 images, auto-playing. */
export const SIDE_CAROUSEL_SIZE = 3;
export const SIDE_CAROUSEL_INTERVAL_MS = 4000;
/** Spec 3 §9 requested widths. */
export const IMAGE_WIDTHS = { main: 800, gallery: 640, thumb: 160, history: 80 } as const;

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
/** Spec 3 §9: the default outfit-fitting prompt (Chinese; its English meaning when the language is English). */
export const DEFAULT_OUTFIT_PROMPT = {
  zh: '请把衣服穿到模特身上',
  en: 'Put the clothes on the model',
} as const;

/** Spec 3 §2.6 / §2.4 / §2.5 labels. */
export const MODELING_TEXT = {
  galleryTitle: 'Fashion Style',
  gallerySubtitle: 'Pick a look and ReStyle it with your own clothes.',
  all: 'ALL',
  restyle: 'ReStyle',
  noModels: 'No models',
  tabPrototype: 'Prototype',
  tabVideo: 'Video',
  history: 'History',
  uploadClothing: 'Upload clothing image',
  generateOutfit: 'Generate outfit',
  back: 'Back',
  next: 'Next',
  close: 'Close',
  confirmTitle: 'Confirm the look',
  photosetTitle: 'Get your photoset',
  photosetSubtitle: 'Generate 12 unique photos in different styles',
  downloadAll: 'Download all',
  generate: 'Generate',
  relatedImages: 'Related images',
  addImage: 'Add image',
  failed: 'failed',
} as const;

/** Spec 3 §2.4 tab keys. */
export const MODELING_TABS = { photos: 'Photos', video: 'videoShow' } as const;
export type ModelingTab = (typeof MODELING_TABS)[keyof typeof MODELING_TABS];

/** Spec 3 §2.5 side steps; 4 is active, 5 until the photoset exists. */
export const FACTORY_STEPS = ['Template', 'Character', 'Generation', 'Clothing', 'Photo set'] as const;

/** Spec 3 §8 Modeling and §5 rules, quoted exactly. */
export const MODELING_MESSAGES = {
  uploadFirst: 'Please upload the picture first.',
  loadImageFailed: (reason?: string | null) => `Failed to load image: ${reason || 'Image not found'}`,
  imageDetailsFailed: 'Failed to get image details',
  imageGenerationFailed: 'Image generation failed',
  imageGenerated: 'Image generated successfully',
  generationFailed: (reason?: string | null) =>
    `Generation failed: ${reason || 'Generation failed, please try again'}`,
  retryFailed: (reason?: string | null) => `Retry failed: ${reason || UNKNOWN_ERROR_REASON}`,
  retryNoRecord: 'Retry failed, no record id',
  retrySubmitted: 'Retry task submitted successfully',
  createFailed: 'Failed to create images, please try again',
  submitFailed: 'Failed to submit generation task',
  submitted: (n: number) => `Successfully submitted generation task with ${n} images`,
  creating: 'Creating images, please wait...',
  uploaded: 'Image uploaded successfully',
  uploadFailed: 'Image upload failed',
  missingImageId: 'Missing image_id',
  uploadAtLeastOne: 'Please upload at least one image first',
  invalidImageId: 'Invalid image_id, please refresh the page and try again',
  missingDescription: 'Missing available description information',
  noTaskToRetry: NO_TASK_TO_RETRY,
  missingPrompt: 'Missing prompt for this image',
  missingBaseImage: 'Missing base image',
  noHistory: 'No available historical image data',
} as const;

/** What the modeling screens say when they lack their input (issue 26: no dead ends). */
export const START_TEXT = {
  modelingTitle: 'Bring a product in',
  modelingText:
    'Fashion Style puts your product on a model. Upload a product picture, pick one from your asset library, or start from a look in the Fashion Style gallery.',
  uploadProduct: 'Upload product picture',
  fromLibrary: 'Pick from asset library',
  browseLooks: 'Browse the Fashion Style looks',
  factoryTitle: 'Pick a look first',
  factoryText:
    'The fashion factory dresses a look in your clothes and turns it into a 12-photo set. Choose a look in the Fashion Style gallery and press ReStyle.',
} as const;

/** Said under Generate while it waits (spec 3 §5: disabled without a product image). */
export const GENERATOR_REASONS = {
  loading: 'Loading the product picture…',
  uploading: 'Wait for the upload to finish.',
} as const;

/** Spec 3 §4.1: modeling's default failure reason ('Unknown error'). */
export const UNKNOWN_ERROR = UNKNOWN_ERROR_REASON;

/** Task-engine scopes of this feature. */
export const MODELING_SCOPE = (imageId: number | string) => `modeling:${imageId}`;
export const PHOTOSET_SCOPE = (imageId: number | string) => `photoset:${imageId}`;
export const MODELING_VIDEO_SCOPE = (imageId: number | string) => `modeling-video:${imageId}`;
