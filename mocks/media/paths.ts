import { parseRatio } from './art';

/** Local path of the mock media route; the app appends `?w=&format=&quality=` through its image helper. */
export const ART_PREFIX = '/mock-media/art/';
export const UPLOAD_PREFIX = '/mock-media/upload/';

function slug(seed: string): string {
  return encodeURIComponent(seed.replace(/[^a-zA-Z0-9_-]+/g, '-').slice(0, 80) || 'art');
}

/**
 * Path of a procedural picture. The ratio travels in the name so the picture can be drawn without a
 * db lookup; `upload` (an upload's image_id) makes the picture composite the user's file, and
 * `tryOnBackdrop` puts it on a model figure in front of that backdrop.
 */
export function artPath(
  seed: string,
  ar: string | [number, number] = '1:1',
  upload?: number | string,
  tryOnBackdrop?: string,
): string {
  const [w, h] = Array.isArray(ar) ? ar : parseRatio(ar);
  const base = `${ART_PREFIX}${slug(seed)}_${w}x${h}.svg`;
  if (upload === undefined) return base;
  const query = new URLSearchParams({ u: String(upload) });
  // A Try-On result: the upload worn by a model figure in front of the chosen backdrop.
  if (tryOnBackdrop !== undefined) query.set('tryon', tryOnBackdrop);
  return `${base}?${query.toString()}`;
}

/** The backdrop a Try-On prompt asks for (`… Background: City street`), else the studio. */
export function tryOnBackdropOf(prompt: string | null | undefined): string {
  return /Background:\s*([^.]+)/i.exec(prompt ?? '')?.[1].trim() || 'Studio white';
}

export interface ParsedArtPath {
  seed: string;
  ratio: [number, number];
}

/** Reads `seed_3x4.svg` (the last path segment) back into seed and ratio. */
export function parseArtName(name: string): ParsedArtPath {
  const clean = decodeURIComponent(name).replace(/\.svg$/i, '');
  const m = /^(.*)_(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(clean);
  if (!m) return { seed: clean, ratio: [1, 1] };
  return { seed: m[1], ratio: [Number(m[2]), Number(m[3])] };
}

export function uploadPath(imageId: number, ext = 'png'): string {
  return `${UPLOAD_PREFIX}${imageId}.${ext}`;
}
