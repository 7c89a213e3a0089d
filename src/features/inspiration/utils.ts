import type { AspectRatio } from '@/api/types';
import { ASPECT_RATIOS, TALL_SCREEN_PX } from './constants';

const ratioValue = (ratio: AspectRatio) => {
  const [w, h] = ratio.split(':').map(Number);
  return w / h;
};

/** The offered ratio closest to a picture's shape (compared on a log scale, so 2:1 and 1:2 weigh alike). */
export function closestRatio(width: number, height: number): AspectRatio | null {
  if (!(width > 0) || !(height > 0)) return null;
  const target = Math.log(width / height);
  let best: AspectRatio = ASPECT_RATIOS[0];
  for (const ratio of ASPECT_RATIOS) {
    if (Math.abs(Math.log(ratioValue(ratio)) - target) < Math.abs(Math.log(ratioValue(best)) - target))
      best = ratio;
  }
  return best;
}

export const isAspectRatio = (value: unknown): value is AspectRatio =>
  typeof value === 'string' && (ASPECT_RATIOS as readonly string[]).includes(value);

/** Spec 2 §2: attribute rows visible by screen height, 0 to 3; more than 1200 px gives 3. */
export function attributeRowsFor(screenHeight: number): number {
  if (screenHeight > TALL_SCREEN_PX) return 3;
  if (screenHeight > 1000) return 2;
  if (screenHeight > 800) return 1;
  return 0;
}

export interface ReferenceImage {
  image_id: number;
  path: string;
}

export interface Prefill {
  prompt: string;
  ar: AspectRatio | null;
  references: ReferenceImage[];
  categoryChildId: number | null;
  isEdit: boolean;
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Spec 2 §2 query parameters (the ReCreate link lands here): prompt, image_id with its url as the
 * first reference, ar, isEdit, opt_image_id (the image being edited, preferred over image_id when
 * editing) and category_child_id.
 */
export function parsePrefill(params: URLSearchParams): Prefill {
  const isEdit = params.get('isEdit') === 'true' || params.get('isEdit') === '1';
  const editedId = isEdit ? positiveInt(params.get('opt_image_id')) : null;
  const imageId = editedId ?? positiveInt(params.get('image_id'));
  const url = params.get('url');
  const ar = params.get('ar');
  return {
    prompt: params.get('prompt') ?? '',
    ar: isAspectRatio(ar) ? ar : null,
    references: imageId && url && /^(\/|https?:\/\/)/i.test(url) ? [{ image_id: imageId, path: url }] : [],
    categoryChildId: positiveInt(params.get('category_child_id')),
    isEdit,
  };
}

/** Natural size of the picture at an address; rejects when the browser cannot load or decode it. */
export function urlPictureSize(
  url: string,
  onSettled?: () => void,
): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      onSettled?.();
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      onSettled?.();
      reject(new Error('Unable to load picture size.'));
    };
    img.src = url;
  });
}

/** Natural size of a local picture; rejects when the browser cannot decode it. */
export function pictureSize(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  return urlPictureSize(url, () => URL.revokeObjectURL(url));
}
