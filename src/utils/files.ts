import { uiT } from '@/components/i18n';

export const MB = 1024 * 1024;

/**
 * Issue 41 §11: the most pixels a picture may have. A 30-megapixel PNG fits in 5 MB yet takes about 120 MB once
 * decoded (on the phone that shows it, and on the server that works on it); 25 megapixels is a 6000 × 4000 photo.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

export const ONLY_IMAGES_MESSAGE = 'Only image files are allowed!';

/** Spec 1 §5 / spec 3 §5: "Image size cannot exceed 5MB!" and its 10 MB twin. */
export const sizeMessage = (maxMegabytes: number) => `Image size cannot exceed ${maxMegabytes}MB!`;

/** Spec 1 §5 / spec 3 §5: images only, under a size limit. Returns the message to show, or null when fine. */
export function validateImageFile(file: File, maxMegabytes: number): string | null {
  if (!file.type.startsWith('image/')) return ONLY_IMAGES_MESSAGE;
  if (file.size >= maxMegabytes * MB) return sizeMessage(maxMegabytes);
  return null;
}

/** The raster formats an upload may be, by the bytes the file starts with. */
export type RasterType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/bmp' | 'image/avif';

/** Declared types browsers and systems use for the same formats. */
const TYPE_ALIASES: Record<string, RasterType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'image/bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
  'image/x-ms-bmp': 'image/bmp',
  'image/avif': 'image/avif',
};

/** How many leading bytes the sniffer reads. */
export const SNIFF_BYTES = 32;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The raster format the bytes really are (magic numbers), or null (SVG, text, anything else). */
export function sniffImageType(bytes: Uint8Array): RasterType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(bytes, 1, 3) === 'PNG' && bytes[0] === 0x89 && bytes[4] === 0x0d)
    return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === 'BM') return 'image/bmp';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && /avi[fs]/.test(ascii(bytes, 8, SNIFF_BYTES)))
    return 'image/avif';
  return null;
}

export interface PixelSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const i32le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24);

/** A JPEG's size, from its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): PixelSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) i += 2;
    else i += 2 + u16be(b, i + 2);
  }
  return null;
}

/**
 * A picture's size in pixels read from its header, without decoding it (that would cost the memory the limit
 * guards against), or null when the header does not say within the bytes given (AVIF, a JPEG whose frame comes late).
 */
export function readPixelSize(b: Uint8Array, type: RasterType): PixelSize | null {
  switch (type) {
    case 'image/png':
      return b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null;
    case 'image/gif':
      return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null;
    case 'image/bmp':
      return b.length >= 26 ? { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) } : null;
    case 'image/webp': {
      if (b.length < 30) return null;
      const chunk = ascii(b, 12, 4);
      if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
      if (chunk === 'VP8L')
        return {
          width: 1 + (((b[22] & 0x3f) << 8) | b[21]),
          height: 1 + (((b[24] & 0x0f) << 10) | (b[23] << 2) | ((b[22] & 0xc0) >> 6)),
        };
      if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
      return null;
    }
    case 'image/jpeg':
      return jpegSize(b);
    default:
      return null;
  }
}

/** How far into a file its size is looked for (a JPEG's frame header follows its metadata). */
const HEADER_BYTES = 256 * 1024;

/** The browser's own reading of the size (an <img> loads the header, not the pixels), when the header parse could not. */
function browserPixelSize(file: Blob): Promise<PixelSize | null> {
  if (typeof URL.createObjectURL !== 'function' || typeof Image === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (size: PixelSize | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => done(null);
    img.src = url;
  });
}

/** 'This picture is … pixels: pictures up to 25 megapixels can be uploaded…', or null within the limit. */
export async function pixelLimitProblem(file: File, type: RasterType): Promise<string | null> {
  const size = readPixelSize(await leadingBytes(file, HEADER_BYTES), type) ?? (await browserPixelSize(file));
  if (!size || size.width * size.height <= MAX_IMAGE_PIXELS) return null;
  return uiT('ui.upload.tooManyPixels', {
    width: size.width,
    height: size.height,
    max: MAX_IMAGE_PIXELS / 1_000_000,
  });
}

async function leadingBytes(file: Blob, count = SNIFF_BYTES): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Everything checked before a byte is sent (spec 1 §5, spec 3 §5; DESIGN §9 security): an image type,
 * under the size limit, content that really is that raster format, and no more than MAX_IMAGE_PIXELS (issue 41
 * §11). SVG (which can carry script), empty files and files whose bytes do not match their type get "Only image
 * files are allowed!".
 */
export async function checkImageFile(file: File, maxMegabytes: number): Promise<string | null> {
  const problem = validateImageFile(file, maxMegabytes);
  if (problem) return problem;
  const declared = TYPE_ALIASES[file.type.toLowerCase()];
  if (!declared || file.size === 0) return ONLY_IMAGES_MESSAGE;
  try {
    if (sniffImageType(await leadingBytes(file)) !== declared) return ONLY_IMAGES_MESSAGE;
  } catch {
    return ONLY_IMAGES_MESSAGE;
  }
  try {
    return await pixelLimitProblem(file, declared);
  } catch {
    // The size could not be read: the server's own checks decide.
    return null;
  }
}
