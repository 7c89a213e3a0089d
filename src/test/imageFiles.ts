/** The signatures the uploader's byte check looks for (src/utils/files.ts). */
export const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...'GIF89a'].map((c) => c.charCodeAt(0)),
  webp: [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)),
  bmp: [0x42, 0x4d],
  avif: [0, 0, 0, 0x1c, ...'ftypavif'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
} as const;

/** A file of `size` bytes that starts with a format's signature. */
export function imageFile(
  name: string,
  format: keyof typeof SIGNATURES = 'png',
  size = 64,
  type = `image/${format}`,
): File {
  const bytes = new Uint8Array(Math.max(size, SIGNATURES[format].length));
  bytes.set(SIGNATURES[format]);
  return new File([bytes], name, { type });
}

/** A PNG fixture (the uploader refuses files whose bytes are not the picture their type says). */
export const pngFile = (name: string, size = 64) => imageFile(name, 'png', size);

/** A PNG whose header (IHDR) says `width` × `height`, in a small file: what a huge picture compressed well looks like. */
export function pngOfSize(name: string, width: number, height: number, size = 1024): File {
  const bytes = new Uint8Array(Math.max(size, 33));
  bytes.set(SIGNATURES.png);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set(
    [...'IHDR'].map((c) => c.charCodeAt(0)),
    12,
  );
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}
