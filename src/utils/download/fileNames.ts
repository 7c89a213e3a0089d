import {
  DEFAULT_DATA_URL_EXTENSION,
  DEFAULT_FILE_EXTENSION,
  IMAGE_EXTENSIONS,
  ZIP_ENTRY_PREFIX,
} from './constants';

/** Media types the saved file is named after (its bytes decide, not the path). */
const TYPE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

export const isDataUrl = (path: string) => /^data:/i.test(path);

/** The extension of a path or URL's last segment, lower-case, ignoring query and hash; '' when none. */
export function extensionOf(path: string): string {
  const clean = path.split(/[?#]/, 1)[0];
  const last = clean.slice(clean.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

/** Spec 3 §5: these extensions are images, redrawn through a canvas; everything else is fetched as a blob. */
export function isImagePath(path: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(path));
}

/** Spec 3 §5: a data URL's type maps to an extension, png when unknown. */
export function dataUrlExtension(dataUrl: string): string {
  const type = /^data:([^;,]+)/i.exec(dataUrl)?.[1]?.toLowerCase() ?? '';
  return TYPE_EXTENSIONS[type] ?? DEFAULT_DATA_URL_EXTENSION;
}

/** The extension of a known media type (`video/webm` → webm), undefined for anything else. */
export function typeExtension(type: string | null | undefined): string | undefined {
  return TYPE_EXTENSIONS[(type ?? '').split(';')[0].trim().toLowerCase()];
}

/** The extension a file keeps when saved or zipped: the data URL's type, the path's, else mp4. */
export function savedExtension(path: string): string {
  if (isDataUrl(path)) return dataUrlExtension(path);
  return extensionOf(path) || DEFAULT_FILE_EXTENSION;
}

/** A name made safe for a file: `Gold Ring #2` → `gold-ring-2`; `image` when nothing is left. */
export function fileSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'image';
}

/**
 * `file_1.png`, `file_2.mp4` … (index counts from 0; spec 3 §9), or `{name}-1.png` … when the files are named
 * after what they show (a photoset, a product); the extension is the path's unless the file became another.
 */
export function zipEntryName(
  path: string,
  index: number,
  extension = savedExtension(path),
  name?: string,
): string {
  return name
    ? `${fileSlug(name)}-${index + 1}.${extension}`
    : `${ZIP_ENTRY_PREFIX}${index + 1}.${extension}`;
}

/** Keeps a caller's name safe for a file system; an extension already on it is replaced. */
export function withExtension(name: string, extension: string): string {
  const base = name.replace(/[\\/:*?"<>|]+/g, '_').replace(/\.[a-z0-9]{1,5}$/i, '');
  return `${base}.${extension}`;
}

/** Decodes a data URL without a network call. */
export function dataUrlBytes(dataUrl: string): { bytes: Uint8Array<ArrayBuffer>; type: string } {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma);
  const body = dataUrl.slice(comma + 1);
  const type = header.split(';')[0] || 'application/octet-stream';
  if (!/;base64$/i.test(header)) return { bytes: new TextEncoder().encode(decodeURIComponent(body)), type };
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { bytes, type };
}
