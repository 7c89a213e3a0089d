import type { DescImageRequest } from '@/api/types';

/** Spec 2 §9: vary and upscale run as one chat-image item on this model and platform. */
export const VARIATION_MODEL: DescImageRequest['model'] = 'gpt-4o-image-generation';
export const VARIATION_PLATFORM = '302AI';
export const VARIATION_FUNCTION_KEY: NonNullable<DescImageRequest['function_key']> = 'imageChat';

export type VariationPreset = 'vary-subtle' | 'vary-strong' | 'upscale-subtle' | 'upscale-strong';

/** Spec 2 §9: the four preset prompts. */
export const PRESET_PROMPTS: Record<VariationPreset, string> = {
  'vary-subtle':
    'Create a subtle variation of this image: keep the product, composition, colours and style, and change only small details.',
  'vary-strong':
    'Create a strong variation of this image: keep the product recognisable, but explore a clearly different design, composition and styling.',
  'upscale-subtle':
    'Upscale this image to a higher resolution, sharpening details while staying faithful to the original.',
  'upscale-strong':
    'Upscale this image to a higher resolution and enhance textures, lighting and fine details for a crisp, premium look.',
};

/** The buttons' accessible names (catalog keys). */
export const PRESET_LABELS = {
  'vary-subtle': 'info.varySubtle',
  'vary-strong': 'info.varyStrong',
  'upscale-subtle': 'info.upscaleSubtle',
  'upscale-strong': 'info.upscaleStrong',
} as const satisfies Record<VariationPreset, string>;

/** Spec 2 §3 / spec 3 §9 production statuses. */
export const PRODUCTION_STATUS = {
  produceNow: 0,
  underReview: 1,
  reviewed: 2,
  inProduction: 3,
  dispatched: 4,
  dismiss: 5,
  closed: 6,
} as const;

export const THUMB_SIZE = 80;
export const THUMB_GAP = 5;
export const STATUS_MODAL_WIDTH = 720;
/** The info page's thumbnail strip lists this many history records. */
export const THUMB_HISTORY_SIZE = 20;
