/** @jest-environment node */
import { imageFile, pngOfSize, SIGNATURES } from '@/test/imageFiles';
import {
  checkImageFile,
  MAX_IMAGE_PIXELS,
  MB,
  ONLY_IMAGES_MESSAGE,
  readPixelSize,
  sniffImageType,
} from './files';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('sniffImageType', () => {
  it.each(Object.keys(SIGNATURES) as Array<keyof typeof SIGNATURES>)('knows %s by its bytes', (format) => {
    expect(sniffImageType(new Uint8Array([...SIGNATURES[format], 0, 0, 0, 0]))).toBe(`image/${format}`);
  });

  it('knows no SVG, text or empty content', () => {
    expect(sniffImageType(new TextEncoder().encode(SVG))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('hello'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkImageFile (before any request)', () => {
  it('accepts each raster format whose bytes match its type', async () => {
    for (const format of Object.keys(SIGNATURES) as Array<keyof typeof SIGNATURES>)
      expect(await checkImageFile(imageFile(`a.${format}`, format), 5)).toBeNull();
    expect(await checkImageFile(imageFile('a.jpg', 'jpeg', 64, 'image/jpg'), 5)).toBeNull();
  });

  it('refuses an SVG, even one that calls itself an image', async () => {
    const svg = new File([SVG], 'logo.svg', { type: 'image/svg+xml' });
    expect(await checkImageFile(svg, 5)).toBe(ONLY_IMAGES_MESSAGE);
    const disguised = new File([SVG], 'logo.png', { type: 'image/png' });
    expect(await checkImageFile(disguised, 5)).toBe(ONLY_IMAGES_MESSAGE);
  });

  it('refuses a PNG renamed .jpg with a JPEG type (the bytes do not match the type)', async () => {
    expect(await checkImageFile(imageFile('photo.jpg', 'png', 64, 'image/jpeg'), 5)).toBe(
      ONLY_IMAGES_MESSAGE,
    );
  });

  it('refuses a 0-byte file and a file that is no image', async () => {
    expect(await checkImageFile(new File([], 'empty.png', { type: 'image/png' }), 5)).toBe(
      ONLY_IMAGES_MESSAGE,
    );
    expect(await checkImageFile(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), 5)).toBe(
      ONLY_IMAGES_MESSAGE,
    );
    expect(await checkImageFile(new File(['x'], 'a', { type: '' }), 5)).toBe(ONLY_IMAGES_MESSAGE);
  });

  it('holds the 5 MB bound of single uploads', async () => {
    expect(await checkImageFile(imageFile('ok.png', 'png', 5 * MB - 1), 5)).toBeNull();
    expect(await checkImageFile(imageFile('big.png', 'png', 5 * MB), 5)).toBe(
      'Image size cannot exceed 5MB!',
    );
  });

  it('holds the 10 MB bound of multi uploads', async () => {
    expect(await checkImageFile(imageFile('ok.png', 'png', 10 * MB - 1), 10)).toBeNull();
    expect(await checkImageFile(imageFile('big.png', 'png', 10 * MB), 10)).toBe(
      'Image size cannot exceed 10MB!',
    );
  });
});

describe('the pixel limit (issue 41 §11)', () => {
  it('refuses a 30-megapixel PNG of a few kilobytes before any request, saying why', async () => {
    expect(await checkImageFile(pngOfSize('huge.png', 6000, 5000), 5)).toBe(
      'This picture is 6000 × 5000 pixels: pictures up to 25 megapixels can be uploaded. Make it smaller and try again.',
    );
  });

  it('accepts a picture of exactly the limit', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(25_000_000);
    expect(await checkImageFile(pngOfSize('ok.png', 5000, 5000), 5)).toBeNull();
  });

  it('reads the size from the header of each format', () => {
    const jpeg = new Uint8Array(64);
    // SOI, an APP0 segment of 16 bytes, then SOF0: precision, height 4000, width 6000.
    jpeg.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 0);
    jpeg.set([0xff, 0xc0, 0x00, 0x11, 0x08, 0x0f, 0xa0, 0x17, 0x70], 20);
    expect(readPixelSize(jpeg, 'image/jpeg')).toEqual({ width: 6000, height: 4000 });
    const gif = new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0)).concat([0x10, 0x27, 0x20, 0x4e]));
    expect(readPixelSize(gif, 'image/gif')).toEqual({ width: 10_000, height: 20_000 });
    const webp = new Uint8Array(32);
    webp.set([...'RIFF\0\0\0\0WEBPVP8X'].map((c) => c.charCodeAt(0)));
    webp.set([0x6f, 0x17, 0x00, 0x9f, 0x0f, 0x00], 24);
    expect(readPixelSize(webp, 'image/webp')).toEqual({ width: 6000, height: 4000 });
    const bmp = new Uint8Array(26);
    new DataView(bmp.buffer).setInt32(18, 7000, true);
    new DataView(bmp.buffer).setInt32(22, -5000, true);
    expect(readPixelSize(bmp, 'image/bmp')).toEqual({ width: 7000, height: 5000 });
  });
});
