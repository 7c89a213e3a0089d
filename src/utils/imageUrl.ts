import { config } from '@/config/env';

/** Spec 1 §9 thumbnail defaults; spec 3 §9 widths: 800 main, 640 gallery, 160/120/80/60 thumbnails. */
export const THUMBNAIL_DEFAULTS = { width: 240, format: 'webp', quality: 85 } as const;

export interface ImageUrlOptions {
  width?: number;
  format?: string;
  quality?: number;
}

/**
 * The one way the app turns an image path into a URL: asks for the width the spot needs
 * (`w`, `format`, `quality` query parameters, which the CDN and the mock backend both honour).
 * data:, blob: and empty paths pass through untouched.
 */
export function imageUrl(path: string | null | undefined, options: ImageUrlOptions = {}): string {
  if (!path) return '';
  if (/^(data|blob):/i.test(path)) return path;
  const {
    width = THUMBNAIL_DEFAULTS.width,
    format = THUMBNAIL_DEFAULTS.format,
    quality = THUMBNAIL_DEFAULTS.quality,
  } = options;
  const base = fullSizeImageUrl(path);
  const [withoutHash, hash] = base.split('#');
  const sep = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${sep}w=${width}&format=${format}&quality=${quality}${hash ? `#${hash}` : ''}`;
}

/**
 * `srcset` for `path` at each of `widths` (ascending; the last is normally the `src`'s): the browser takes the
 * narrowest that covers the shown width at the screen's pixel density, so a phone's column asks for far less.
 */
export function imageSrcSet(
  path: string | null | undefined,
  widths: readonly number[],
  options: Omit<ImageUrlOptions, 'width'> = {},
): string {
  if (!path || /^(data|blob):/i.test(path)) return '';
  return widths.map((width) => `${imageUrl(path, { ...options, width })} ${width}w`).join(', ');
}

/**
 * The original file behind a path, at full size: the same CDN resolution without resize parameters.
 * What the download helper saves; data:, blob: and absolute addresses pass through untouched.
 */
export function fullSizeImageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(data|blob|https?):/i.test(path) || !config.imageCdn) return path;
  return `${config.imageCdn.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
