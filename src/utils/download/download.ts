import { fullSizeImageUrl } from '@/utils/imageUrl';
import { loadImage, ImageLoadError, openFallback, redrawImage, saveBlob } from './browser';
import { DEFAULT_FILE_EXTENSION, DEFAULT_FILE_NAME, DEFAULT_IMAGE_NAME, ZIP_FILE_NAME } from './constants';
import {
  dataUrlBytes,
  dataUrlExtension,
  extensionOf,
  typeExtension,
  isDataUrl,
  isImagePath,
  savedExtension,
  withExtension,
  zipEntryName,
  fileSlug,
} from './fileNames';

export interface DownloadOptions {
  /**
   * What the files show (a photoset, a product): one file is saved under it, several as `{name}.zip` with
   * entries `{name}-1.png` … (made safe for a file system); without it the spec 3 §9 defaults.
   */
  name?: string;
  /** A video of a known record: saved as `video_{video_id}.mp4` (spec 3 §7). */
  videoId?: string | number;
  /** Several files: the zip's name (a batch's, issue 45 §1); `downloaded-files.zip` by default. */
  zipName?: string;
}

/**
 * What happened: `saved` (the browser was handed a file), `fallback` (the link opened in a new tab),
 * `empty` (nothing to download), `zipFailed` (a file of a zip could not be read; logged, nothing saved).
 * A single file that throws rejects instead (the caller shows 'Download Fail').
 */
export type DownloadOutcome = 'saved' | 'fallback' | 'empty' | 'zipFailed';

/**
 * The address a path is fetched from: the image-URL resolver at full size. Only web addresses (and
 * data:/blob:) may be loaded or opened, so a stored `javascript:` path can never run.
 */
function resolveFileUrl(path: string): string {
  const url = fullSizeImageUrl(path);
  const { protocol } = new URL(url, window.location.href);
  if (!['http:', 'https:', 'data:', 'blob:'].includes(protocol))
    throw new Error(`Refusing to download ${url}`);
  return url;
}

/** Files are fetched through the page (so a service worker answers too), without credentials. */
async function fetchFile(url: string): Promise<Response> {
  return fetch(new URL(url, window.location.href), { credentials: 'omit' });
}

/** jpg/jpeg and webp keep their format through the canvas; every other picture becomes a PNG. */
function canvasOutput(path: string): { type: string; extension: string } {
  const extension = extensionOf(path);
  if (extension === 'jpg' || extension === 'jpeg') return { type: 'image/jpeg', extension: 'jpg' };
  if (extension === 'webp') return { type: 'image/webp', extension: 'webp' };
  return { type: 'image/png', extension: 'png' };
}

const VECTOR_TYPE = 'image/svg+xml';

/** A zip entry: its bytes and the extension it is saved with. */
interface ZipEntry {
  bytes: Uint8Array<ArrayBuffer>;
  extension: string;
}

/**
 * A vector picture is drawn through the canvas into a PNG, as a single download is (spec 3 §5), so every
 * picture a user downloads opens in any photo tool; raster bytes and other files go in as they are.
 */
async function rasterEntry(url: string): Promise<ZipEntry> {
  const blob = await redrawImage(await loadImage(url), 'image/png');
  return { bytes: new Uint8Array(await blob.arrayBuffer()), extension: 'png' };
}

async function downloadOne(path: string, options: DownloadOptions): Promise<DownloadOutcome> {
  const url = resolveFileUrl(path);
  if (isDataUrl(path)) {
    const { bytes, type } = dataUrlBytes(path);
    saveBlob(
      new Blob([bytes], { type }),
      withExtension(options.name || DEFAULT_IMAGE_NAME, dataUrlExtension(path)),
    );
    return 'saved';
  }
  if (options.videoId === undefined && isImagePath(path)) {
    const output = canvasOutput(path);
    const fileName = withExtension(options.name || DEFAULT_IMAGE_NAME, output.extension);
    let image: HTMLImageElement;
    try {
      image = await loadImage(url);
    } catch (error) {
      if (!(error instanceof ImageLoadError)) throw error;
      openFallback(url, withExtension(options.name || DEFAULT_IMAGE_NAME, extensionOf(path)));
      return 'fallback';
    }
    saveBlob(await redrawImage(image, output.type), fileName);
    return 'saved';
  }
  // Spec 3 §7: a known video is `video_{video_id}.mp4`. A file is named by what it is, though: WebM bytes
  // saved as .mp4 do not open as one, so a known media type of the reply decides the extension.
  const fileName =
    options.videoId !== undefined
      ? `video_${options.videoId}.${DEFAULT_FILE_EXTENSION}`
      : withExtension(options.name || DEFAULT_FILE_NAME, savedExtension(path));
  const response = await fetchFile(url);
  if (!response.ok) {
    openFallback(url, fileName);
    return 'fallback';
  }
  const blob = await response.blob();
  if (blob.type === VECTOR_TYPE) {
    const { bytes } = await rasterEntry(url);
    saveBlob(new Blob([bytes], { type: 'image/png' }), withExtension(fileName, 'png'));
    return 'saved';
  }
  const actual = typeExtension(blob.type);
  saveBlob(blob, actual ? withExtension(fileName, actual) : fileName);
  return 'saved';
}

async function fileEntry(path: string): Promise<ZipEntry> {
  const extension = savedExtension(path);
  if (isDataUrl(path)) {
    const { bytes, type } = dataUrlBytes(path);
    return type === VECTOR_TYPE ? rasterEntry(resolveFileUrl(path)) : { bytes, extension };
  }
  const url = resolveFileUrl(path);
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`Download of ${path} failed: HTTP ${response.status}`);
  const vector = response.headers.get('Content-Type')?.split(';')[0].trim().toLowerCase() === VECTOR_TYPE;
  if (vector || extension === 'svg') return rasterEntry(url);
  return { bytes: new Uint8Array(await response.arrayBuffer()), extension };
}

async function downloadZip(
  paths: readonly string[],
  name?: string,
  zipName?: string,
): Promise<DownloadOutcome> {
  try {
    // JSZip is fetched only when someone zips (its own lazy chunk).
    const [{ default: JSZip }, contents] = await Promise.all([
      import('jszip'),
      Promise.all(paths.map(fileEntry)),
    ]);
    const zip = new JSZip();
    contents.forEach(({ bytes, extension }, index) =>
      zip.file(zipEntryName(paths[index], index, extension, name), bytes),
    );
    const archive = await zip.generateAsync({ type: 'uint8array' });
    saveBlob(
      new Blob([archive as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
      zipName ?? (name ? `${fileSlug(name)}.zip` : ZIP_FILE_NAME),
    );
    return 'saved';
  } catch (error) {
    console.error('Zip download failed', error);
    return 'zipFailed';
  }
}

/** A file made in the page (an export), saved under its own name. */
export interface NamedFile {
  name: string;
  blob: Blob;
}

/**
 * Saves files made in the page: one as itself, several as a zip of `zipName` whose entries keep their
 * names (JSZip in its lazy chunk, as above). Unlike paths, a failure here throws (the caller says so).
 */
export async function saveFiles(files: readonly NamedFile[], zipName: string): Promise<DownloadOutcome> {
  if (files.length === 0) return 'empty';
  if (files.length === 1) {
    saveBlob(files[0].blob, files[0].name);
    return 'saved';
  }
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const file of files) zip.file(file.name, file.blob);
  const archive = await zip.generateAsync({ type: 'uint8array' });
  saveBlob(new Blob([archive as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), zipName);
  return 'saved';
}

/**
 * The one download helper (spec 3 §4.7, §5, §8, §9): one file is saved as itself (pictures redrawn
 * through a canvas, other files fetched as a blob, data URLs decoded), several as `downloaded-files.zip` (or named
 * after what they show).
 */
export async function downloadFiles(
  files: readonly (string | null | undefined)[] | null | undefined,
  options: DownloadOptions = {},
): Promise<DownloadOutcome> {
  const paths = (files ?? []).filter((file): file is string => Boolean(file && file.trim()));
  if (paths.length === 0) return 'empty';
  if (paths.length === 1) return downloadOne(paths[0], options);
  return downloadZip(paths, options.name, options.zipName);
}
