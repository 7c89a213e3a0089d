export const MB = 1024 * 1024;

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

async function leadingBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
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
 * under the size limit, and content that really is that raster format. SVG (which can carry script),
 * empty files and files whose bytes do not match their type get "Only image files are allowed!".
 */
export async function checkImageFile(file: File, maxMegabytes: number): Promise<string | null> {
  const problem = validateImageFile(file, maxMegabytes);
  if (problem) return problem;
  const declared = TYPE_ALIASES[file.type.toLowerCase()];
  if (!declared || file.size === 0) return ONLY_IMAGES_MESSAGE;
  try {
    return sniffImageType(await leadingBytes(file)) === declared ? null : ONLY_IMAGES_MESSAGE;
  } catch {
    return ONLY_IMAGES_MESSAGE;
  }
}
