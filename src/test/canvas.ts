/** The bytes a faked canvas encodes (a PNG signature), whatever it drew. */
export const CANVAS_PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface FakeImage {
  crossOrigin: string | null;
  naturalWidth: number;
  naturalHeight: number;
  loadedSrc: string;
}

/**
 * jsdom neither loads pictures nor draws on a canvas: this makes `new Image()` load (or fail, for a src in
 * `failing`) on the next tick at 300×400 and a canvas encode CANVAS_PNG_BYTES as the asked type, and records
 * both. Call it in a test or `beforeEach`; `jest.restoreAllMocks()` undoes it.
 */
export function fakeCanvasImages() {
  const images: FakeImage[] = [];
  const drawn: { width: number; height: number; type?: string }[] = [];
  const failing = new Set<string>();
  jest.spyOn(window, 'Image').mockImplementation(() => {
    const image = {
      crossOrigin: null as string | null,
      naturalWidth: 300,
      naturalHeight: 400,
      width: 0,
      height: 0,
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      loadedSrc: '',
      set src(value: string) {
        this.loadedSrc = value;
        void Promise.resolve().then(() => (failing.has(value) ? this.onerror?.() : this.onload?.()));
      },
    };
    images.push(image);
    return image as unknown as HTMLImageElement;
  });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ drawImage: jest.fn() }) as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    drawn.push({ width: this.width, height: this.height, type });
    callback(new Blob([CANVAS_PNG_BYTES], { type: type ?? 'image/png' }));
  });
  return { images, drawn, failing };
}
