/** @jest-environment node */
import {
  customPreset,
  DEFAULT_CUSTOM,
  EXPORT_PRESETS,
  exportFileName,
  fileBase,
  presetSlug,
  type ExportPreset,
  type PresetId,
} from '../presets';
import { placement } from '../placement';
import { exportT } from '../i18n';

const preset = (id: PresetId) => EXPORT_PRESETS.find((item) => item.id === id) as ExportPreset;

// One test per rule (issue 29 §2); `source` in presets.ts says where each rule comes from.
describe('marketplace presets', () => {
  it('Amazon main image: square, at least 1,600 px on the long side, pure white, JPEG, whole product shown', () => {
    const amazon = preset('amazon');
    expect(amazon.width).toBe(amazon.height);
    expect(Math.max(amazon.width, amazon.height)).toBeGreaterThanOrEqual(1600);
    expect(amazon.background).toBe('#ffffff');
    expect(amazon.format).toBe('image/jpeg');
    expect(amazon.fit).toBe('contain');
    expect(exportFileName('Ring', amazon)).toBe('ring-amazon-2000.jpg');
  });

  it('Etsy listing: 4:3 at 2,700 × 2,025, JPEG', () => {
    const etsy = preset('etsy');
    expect([etsy.width, etsy.height]).toEqual([2700, 2025]);
    expect(etsy.width / etsy.height).toBeCloseTo(4 / 3);
    expect(etsy.format).toBe('image/jpeg');
    expect(exportFileName('ring', etsy)).toBe('ring-etsy-2700x2025.jpg');
  });

  it('Shopify product: square 2,048, JPEG', () => {
    const shopify = preset('shopify');
    expect([shopify.width, shopify.height]).toEqual([2048, 2048]);
    expect(shopify.format).toBe('image/jpeg');
    expect(exportFileName('ring', shopify)).toBe('ring-shopify-2048.jpg');
  });

  it('Instagram post: 4:5 at 1,080 × 1,350, JPEG', () => {
    const instagram = preset('instagram');
    expect([instagram.width, instagram.height]).toEqual([1080, 1350]);
    expect(instagram.width / instagram.height).toBeCloseTo(4 / 5);
    expect(instagram.format).toBe('image/jpeg');
    expect(exportFileName('ring', instagram)).toBe('ring-instagram-1080x1350.jpg');
  });

  it('TikTok / Reels: 9:16 at 1,080 × 1,920, JPEG', () => {
    const tiktok = preset('tiktok');
    expect([tiktok.width, tiktok.height]).toEqual([1080, 1920]);
    expect(tiktok.width / tiktok.height).toBeCloseTo(9 / 16);
    expect(exportFileName('ring', tiktok)).toBe('ring-tiktok-1080x1920.jpg');
  });

  it('every preset says where its rule comes from, in one line shown to the user', () => {
    for (const item of EXPORT_PRESETS) {
      expect(exportT(`export.rule.${item.id}` as Parameters<typeof exportT>[0])).not.toMatch(/^export\./);
      expect(item.source).toMatch(/Amazon|Etsy|Shopify|Instagram|TikTok/);
      expect(item.quality).toBeGreaterThan(0.8);
    }
    expect(new Set(EXPORT_PRESETS.map(presetSlug)).size).toBe(EXPORT_PRESETS.length);
  });

  it('a custom size: whole pixels between 16 and 8,000, a #rrggbb background, PNG or JPEG', () => {
    const made = customPreset({
      ...DEFAULT_CUSTOM,
      width: 800,
      height: 600,
      format: 'image/png',
      background: '#FFEEDD',
    });
    expect(made).toMatchObject({
      id: 'custom',
      width: 800,
      height: 600,
      format: 'image/png',
      background: '#ffeedd',
    });
    expect(exportFileName('ring', made as ExportPreset)).toBe('ring-custom-800x600.png');
    expect(customPreset({ ...DEFAULT_CUSTOM, width: 8001 })).toBe(
      'Width and height must be between 16 and 8,000 px',
    );
    expect(customPreset({ ...DEFAULT_CUSTOM, height: 15 })).toBe(
      'Width and height must be between 16 and 8,000 px',
    );
    expect(customPreset({ ...DEFAULT_CUSTOM, width: Number.NaN })).toBe(
      'Width and height must be whole numbers of pixels',
    );
    expect(customPreset({ ...DEFAULT_CUSTOM, width: 100.5 })).toBe(
      'Width and height must be whole numbers of pixels',
    );
    expect(customPreset({ ...DEFAULT_CUSTOM, background: 'white' })).toBe(
      'The background must be a colour like #ffffff',
    );
  });

  it('file names start with the product, made safe for any file system', () => {
    expect(fileBase('Gold Ring #2 / Émeraude')).toBe('gold-ring-2-emeraude');
    expect(fileBase('戒指')).toBe('image');
  });
});

describe('placement', () => {
  it('contains a wide picture in a square: full width, centred vertically, background above and below', () => {
    expect(placement({ width: 400, height: 200 }, { width: 2000, height: 2000 }, 'contain')).toEqual({
      sx: 0,
      sy: 0,
      sw: 400,
      sh: 200,
      dx: 0,
      dy: 500,
      dw: 2000,
      dh: 1000,
    });
  });

  it('covers a 4:5 frame with a square picture, cropping the sides at the chosen focus', () => {
    const frame = { width: 1080, height: 1350 };
    const centre = placement({ width: 1000, height: 1000 }, frame, 'cover');
    expect(centre).toMatchObject({ sy: 0, sh: 1000, sw: 800, sx: 100, dw: 1080, dh: 1350 });
    expect(placement({ width: 1000, height: 1000 }, frame, 'cover', { x: 0, y: 0.5 }).sx).toBe(0);
    expect(placement({ width: 1000, height: 1000 }, frame, 'cover', { x: 1, y: 0.5 }).sx).toBe(200);
    expect(placement({ width: 1000, height: 1000 }, frame, 'cover', { x: 7, y: 0.5 }).sx).toBe(200);
  });
});
