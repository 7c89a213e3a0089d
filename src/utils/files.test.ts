/** @jest-environment node */
import { imageFile, SIGNATURES } from '@/test/imageFiles';
import { checkImageFile, MB, ONLY_IMAGES_MESSAGE, sniffImageType } from './files';

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
