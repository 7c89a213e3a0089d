import { fullSizeImageUrl } from '@/utils/imageUrl';
import { loadImage, type NamedFile } from '@/utils/download';
import { placement, type CropFocus } from './placement';
import { exportFileName, fileBase, type ExportFit, type ExportPreset } from './presets';

export interface ExportSource {
  /** The stored path or URL of the picture (full size is fetched). */
  path: string;
  /** What the file names start with: the product's name, `ring`. */
  name: string;
}

/** 'preset': each preset's own framing (Amazon and Shopify fit, the social formats fill). */
export type FramingChoice = ExportFit | 'preset';

export interface ExportChoice {
  presets: readonly ExportPreset[];
  fit: FramingChoice;
  focus: CropFocus;
}

export const fitOf = (preset: ExportPreset, fit: FramingChoice): ExportFit =>
  fit === 'preset' ? preset.fit : fit;

type Drawable = CanvasImageSource & {
  naturalWidth?: number;
  naturalHeight?: number;
  width: number;
  height: number;
};

/**
 * Draws one picture into a preset's frame on a canvas — the preset's background first (so a JPEG has no
 * black and a contained picture sits on white), then the picture contained or cropped — and encodes it.
 */
export function renderExport(
  image: Drawable,
  preset: ExportPreset,
  fit: ExportFit,
  focus: CropFocus,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = preset.width;
  canvas.height = preset.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D context unavailable'));
  context.fillStyle = preset.background;
  context.fillRect(0, 0, preset.width, preset.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const source = { width: image.naturalWidth || image.width, height: image.naturalHeight || image.height };
  const { sx, sy, sw, sh, dx, dy, dw, dh } = placement(source, preset, fit, focus);
  context.drawImage(image, sx, sy, sw, sh, dx, dy, dw, dh);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))),
      preset.format,
      preset.format === 'image/jpeg' ? preset.quality : undefined,
    );
  });
}

/** A second file of the same name in one zip gets `-2`, `-3` … before its extension. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = name.replace(/(\.[a-z]+)$/, `-${n}$1`);
  taken.add(candidate);
  return candidate;
}

/** Every source in every chosen preset, in that order, as named files ready to save or zip. */
export async function exportFiles(
  sources: readonly ExportSource[],
  choice: ExportChoice,
): Promise<NamedFile[]> {
  const taken = new Set<string>();
  const files: NamedFile[] = [];
  for (const source of sources) {
    const image = await loadImage(fullSizeImageUrl(source.path));
    for (const preset of choice.presets) {
      const blob = await renderExport(image, preset, fitOf(preset, choice.fit), choice.focus);
      files.push({ name: uniqueName(exportFileName(source.name, preset), taken), blob });
    }
  }
  return files;
}

/** The zip's name: the one product's name, or `marketplace-export` for several. */
export function zipName(sources: readonly ExportSource[]): string {
  const names = new Set(sources.map((source) => fileBase(source.name)));
  return names.size === 1 ? `${[...names][0]}-marketplace.zip` : 'marketplace-export.zip';
}
