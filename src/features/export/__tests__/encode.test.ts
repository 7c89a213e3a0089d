import JSZip from 'jszip';
import { saveFiles } from '@/utils/download';
import { exportFiles, renderExport, zipName } from '../encode';
import { EXPORT_PRESETS, type ExportPreset } from '../presets';

interface Drawn {
  width: number;
  height: number;
  calls: string[];
  type?: string;
  quality?: unknown;
}
let canvases: Drawn[];
let saved: { name: string; blob: Blob }[];

class FakeImage {
  crossOrigin: string | null = null;
  naturalWidth = 1000;
  naturalHeight = 500;
  width = 0;
  height = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    void Promise.resolve().then(() => this.onload?.());
  }
}

beforeEach(() => {
  canvases = [];
  saved = [];
  jest.spyOn(window, 'Image').mockImplementation(() => new FakeImage() as unknown as HTMLImageElement);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const drawn: Drawn = { width: this.width, height: this.height, calls: [] };
    canvases.push(drawn);
    const context = {
      fillStyle: '',
      fillRect: (...args: number[]) => drawn.calls.push(`fill ${context.fillStyle} ${args.join(',')}`),
      drawImage: (_image: unknown, ...args: number[]) => drawn.calls.push(`draw ${args.join(',')}`),
    };
    return context as unknown as CanvasRenderingContext2D;
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: unknown,
  ) {
    Object.assign(canvases[canvases.length - 1], { type, quality });
    callback(new Blob([`${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
  jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/1');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: new Blob() });
  });
});
afterEach(() => jest.restoreAllMocks());

const amazon = EXPORT_PRESETS.find((preset) => preset.id === 'amazon') as ExportPreset;
const instagram = EXPORT_PRESETS.find((preset) => preset.id === 'instagram') as ExportPreset;

describe('renderExport', () => {
  it("paints the preset's background over the whole frame before the picture, then encodes in its format", async () => {
    const image = new FakeImage() as unknown as HTMLImageElement;
    const blob = await renderExport(image, amazon, 'contain', { x: 0.5, y: 0.5 });
    expect(canvases[0]).toMatchObject({ width: 2000, height: 2000, type: 'image/jpeg', quality: 0.92 });
    expect(canvases[0].calls).toEqual(['fill #ffffff 0,0,2000,2000', 'draw 0,0,1000,500,0,500,2000,1000']);
    expect(blob.type).toBe('image/jpeg');
  });

  it('a PNG is encoded without a quality', async () => {
    const png = { ...amazon, format: 'image/png' as const };
    await renderExport(new FakeImage() as unknown as HTMLImageElement, png, 'cover', { x: 0, y: 0 });
    expect(canvases[0]).toMatchObject({ type: 'image/png', quality: undefined });
    expect(canvases[0].calls[1]).toBe('draw 0,0,500,500,0,0,2000,2000');
  });
});

describe('exportFiles and the zip', () => {
  it('makes one file per picture and preset, named for the preset, and zips them under those names', async () => {
    const sources = [
      { path: '/a.png', name: 'Gold ring' },
      { path: '/b.png', name: 'Gold ring' },
    ];
    const files = await exportFiles(sources, {
      presets: [amazon, instagram],
      fit: 'contain',
      focus: { x: 0.5, y: 0.5 },
    });
    expect(files.map((file) => file.name)).toEqual([
      'gold-ring-amazon-2000.jpg',
      'gold-ring-instagram-1080x1350.jpg',
      'gold-ring-amazon-2000-2.jpg',
      'gold-ring-instagram-1080x1350-2.jpg',
    ]);
    expect(zipName(sources)).toBe('gold-ring-marketplace.zip');
    expect(zipName([...sources, { path: '/c.png', name: 'Necklace' }])).toBe('marketplace-export.zip');

    let archive: Blob | undefined;
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      archive = blob as Blob;
      return 'blob:test/zip';
    });
    await expect(saveFiles(files, zipName(sources))).resolves.toBe('saved');
    expect(saved.map((file) => file.name)).toEqual(['gold-ring-marketplace.zip']);
    const zip = await JSZip.loadAsync(await archive!.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(files.map((file) => file.name).sort());
    await expect(zip.file('gold-ring-instagram-1080x1350.jpg')!.async('string')).resolves.toBe('1080x1350');
  });

  it('by default each preset keeps its own framing: Amazon fits on white, Instagram fills and crops', async () => {
    await exportFiles([{ path: '/a.png', name: 'ring' }], {
      presets: [amazon, instagram],
      fit: 'preset',
      focus: { x: 0.5, y: 0.5 },
    });
    expect(canvases.map((canvas) => canvas.calls[1])).toEqual([
      'draw 0,0,1000,500,0,500,2000,1000',
      'draw 300,0,400,500,0,0,1080,1350',
    ]);
  });

  it('one file is saved as itself, not zipped', async () => {
    await saveFiles([{ name: 'ring-amazon-2000.jpg', blob: new Blob(['x']) }], 'ring-marketplace.zip');
    expect(saved.map((file) => file.name)).toEqual(['ring-amazon-2000.jpg']);
  });
});
