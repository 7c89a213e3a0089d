import { fileSlug } from '@/utils/download/fileNames';
/**
 * Marketplace export presets (issue 29 §2): the data every export follows. One preset, one rule; each names
 * where its rule comes from (the marketplace's own help page, as read in 2026) so a change there is one edit
 * here. The file name says the preset: `ring-amazon-2000.jpg`, `ring-etsy-2700x2025.jpg`.
 */

import { readLanguage } from '@/hooks/useLanguage';
import { LOCALES } from '@/i18n';
import { formatNumber } from '@/i18n/format';
import { exportT } from './i18n';

export type ExportFormat = 'image/jpeg' | 'image/png';
/** The formats the custom export offers, named as file formats are everywhere (not translated). */
export const EXPORT_FORMATS: readonly { value: ExportFormat; name: string }[] = [
  { value: 'image/jpeg', name: 'JPEG' },
  { value: 'image/png', name: 'PNG' },
];
/** contain: the whole picture on the preset's background; cover: the frame filled, the rest cropped. */
export type ExportFit = 'contain' | 'cover';
export type PresetId = 'amazon' | 'etsy' | 'shopify' | 'instagram' | 'tiktok' | 'custom';

/** A preset's name and its rule in one line are `export.preset.<id>` and `export.rule.<id>` (`i18n/`). */
export interface ExportPreset {
  id: PresetId;
  width: number;
  height: number;
  format: ExportFormat;
  /** JPEG quality, 0–1. */
  quality: number;
  /** The colour around a contained picture (and under a PNG's transparent parts). */
  background: string;
  /** The fit the preset starts with; the user may change it. */
  fit: ExportFit;
  /** Where the rule comes from. */
  source: string;
}

export const WHITE = '#ffffff';
export const JPEG_QUALITY = 0.92;

export const EXPORT_PRESETS: readonly ExportPreset[] = [
  {
    id: 'amazon',
    width: 2000,
    height: 2000,
    format: 'image/jpeg',
    quality: JPEG_QUALITY,
    background: WHITE,
    fit: 'contain',
    source:
      'Amazon Seller Central, "Product image requirements": main image on pure white, 1,000 px minimum and 1,600 px or more recommended for zoom, JPEG preferred; 2,000 px square is the size Amazon suggests',
  },
  {
    id: 'etsy',
    width: 2700,
    height: 2025,
    format: 'image/jpeg',
    quality: JPEG_QUALITY,
    background: WHITE,
    fit: 'cover',
    source:
      'Etsy Seller Handbook, "How to take great listing photos": listing photos 2,700 × 2,025 px recommended, 4:3 shown in search',
  },
  {
    id: 'shopify',
    width: 2048,
    height: 2048,
    format: 'image/jpeg',
    quality: JPEG_QUALITY,
    background: WHITE,
    fit: 'contain',
    source:
      'Shopify Help Center, "Product media types": square 2,048 × 2,048 px recommended for product images',
  },
  {
    id: 'instagram',
    width: 1080,
    height: 1350,
    format: 'image/jpeg',
    quality: JPEG_QUALITY,
    background: WHITE,
    fit: 'cover',
    source: 'Instagram Help Center, "Image resolution": portrait posts 4:5 at 1,080 × 1,350 px',
  },
  {
    id: 'tiktok',
    width: 1080,
    height: 1920,
    format: 'image/jpeg',
    quality: JPEG_QUALITY,
    background: WHITE,
    fit: 'cover',
    source:
      'TikTok Ads Manager "Image ad specifications" and Instagram Reels: vertical 9:16 at 1,080 × 1,920 px',
  },
];

/** Custom size bounds: below 16 px a picture is useless, above 8,000 px some browsers' canvases fail. */
export const CUSTOM_MIN_SIDE = 16;
export const CUSTOM_MAX_SIDE = 8000;

export interface CustomSize {
  width: number;
  height: number;
  format: ExportFormat;
  background: string;
}

export const DEFAULT_CUSTOM: CustomSize = {
  width: 1200,
  height: 1200,
  format: 'image/png',
  background: WHITE,
};

/** A custom size as a preset, or the message that says what is wrong with it. */
export function customPreset(size: CustomSize): ExportPreset | string {
  const sides = [size.width, size.height];
  if (sides.some((side) => !Number.isInteger(side))) return exportT('export.error.whole');
  if (sides.some((side) => side < CUSTOM_MIN_SIDE || side > CUSTOM_MAX_SIDE))
    return exportT('export.error.bounds', {
      min: CUSTOM_MIN_SIDE,
      max: formatNumber(CUSTOM_MAX_SIDE, LOCALES[readLanguage()]),
    });
  if (!/^#[0-9a-f]{6}$/i.test(size.background)) return exportT('export.error.colour');
  return {
    id: 'custom',
    width: size.width,
    height: size.height,
    format: size.format,
    quality: JPEG_QUALITY,
    background: size.background.toLowerCase(),
    fit: 'contain',
    source: 'Chosen by the user',
  };
}

export const extensionOf = (format: ExportFormat) => (format === 'image/png' ? 'png' : 'jpg');

/** `amazon-2000` for a square, `etsy-2700x2025` otherwise. */
export function presetSlug(preset: Pick<ExportPreset, 'id' | 'width' | 'height'>): string {
  const size = preset.width === preset.height ? `${preset.width}` : `${preset.width}x${preset.height}`;
  return `${preset.id}-${size}`;
}

/** A product name made safe for a file: `Gold Ring #2` → `gold-ring-2`; `image` when nothing is left (the download helper's rule). */
export const fileBase = fileSlug;

/** `ring-amazon-2000.jpg`. */
export function exportFileName(base: string, preset: ExportPreset): string {
  return `${fileBase(base)}-${presetSlug(preset)}.${extensionOf(preset.format)}`;
}
