/** Spec 1 §9: the try-on model and its fixed prompt. */
export const TRY_ON_MODEL = 'gemini-2.5-flash-image';
export const TRY_ON_PROMPT = 'dress the clothes on the model';
/** Spec 1 §9: aspect ratios in the picker, default 9:16. */
export const ASPECT_RATIOS = ['16:9', '4:3', '3:2', '1:1', '9:16', '3:4', '2:3'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '9:16';
/** Spec 1 §5 / §9: the last 5 paths kept (5 MB per image, one at a time: the uploader's single preset). */
export const MAX_KEPT_UPLOADS = 5;
