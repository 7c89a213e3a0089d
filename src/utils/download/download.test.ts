import JSZip from 'jszip';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { CANVAS_PNG_BYTES, fakeCanvasImages, type FakeImage } from '@/test/canvas';
import { downloadFiles } from './download';
import { dataUrlExtension, extensionOf, isImagePath, zipEntryName } from './fileNames';

interface Click {
  href: string;
  download: string;
  target: string;
}

const PNG_BYTES = CANVAS_PNG_BYTES;
let clicks: Click[];
let saved: Map<string, Blob>;
let revoked: string[];
let drawn: ReturnType<typeof fakeCanvasImages>['drawn'];
let images: FakeImage[];
let failingImages: Set<string>;

beforeEach(() => {
  clicks = [];
  saved = new Map();
  revoked = [];
  let n = 0;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    n += 1;
    const url = `blob:test/${n}`;
    saved.set(url, blob as Blob);
    return url;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute('href') ?? '', download: this.download, target: this.target });
  });
  ({ images, drawn, failing: failingImages } = fakeCanvasImages());
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const blobOf = (click: Click) => saved.get(click.href)!;

describe('file names', () => {
  it('reads extensions, image kinds and data URL types', () => {
    expect(extensionOf('/a/b/pic.JPG?w=800#x')).toBe('jpg');
    expect(extensionOf('/a.b/noext')).toBe('');
    expect(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'].every((ext) => isImagePath(`/x.${ext}`))).toBe(
      true,
    );
    expect(isImagePath('/clip.mp4')).toBe(false);
    expect(dataUrlExtension('data:image/jpeg;base64,AAA')).toBe('jpg');
    expect(dataUrlExtension('data:image/webp;base64,AAA')).toBe('webp');
    expect(dataUrlExtension('data:application/x-unknown;base64,AAA')).toBe('png');
    expect(zipEntryName('/a/one.svg', 0)).toBe('file_1.svg');
    expect(zipEntryName('/a/clip', 2)).toBe('file_3.mp4');
  });
});

describe('downloadFiles', () => {
  it('answers an empty or missing list with "empty" and saves nothing', async () => {
    await expect(downloadFiles([])).resolves.toBe('empty');
    await expect(downloadFiles(undefined)).resolves.toBe('empty');
    await expect(downloadFiles(null)).resolves.toBe('empty');
    await expect(downloadFiles(['', null])).resolves.toBe('empty');
    expect(clicks).toEqual([]);
  });

  it('redraws a picture through a canvas, loaded cross-origin anonymously at full size', async () => {
    await expect(downloadFiles(['/mock-media/art/rose_3x4.svg'])).resolves.toBe('saved');
    expect(images).toHaveLength(1);
    expect(images[0].crossOrigin).toBe('anonymous');
    expect(images[0].loadedSrc).toBe('/mock-media/art/rose_3x4.svg');
    expect(drawn).toEqual([{ width: 300, height: 400, type: 'image/png' }]);
    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'downloaded-image.png', target: '' }]);
    expect(blobOf(clicks[0]).type).toBe('image/png');
  });

  it('keeps jpg and webp through the canvas and uses a given name', async () => {
    await downloadFiles(['/p/shot.jpeg'], { name: 'Summer look' });
    await downloadFiles(['/p/shot.webp']);
    expect(drawn.map((d) => d.type)).toEqual(['image/jpeg', 'image/webp']);
    expect(clicks.map((c) => c.download)).toEqual(['Summer look.jpg', 'downloaded-image.webp']);
  });

  it('fetches anything else as a blob, defaulting to mp4', async () => {
    server.use(
      http.get(
        '*/files/clip',
        () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'video/mp4' } }),
      ),
      http.get(
        '*/files/sheet.pdf',
        () => new HttpResponse('pdf', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    await expect(downloadFiles(['/files/clip'])).resolves.toBe('saved');
    await expect(downloadFiles(['/files/sheet.pdf'])).resolves.toBe('saved');
    expect(clicks.map((c) => c.download)).toEqual(['downloaded-file.mp4', 'downloaded-file.pdf']);
    expect(blobOf(clicks[0]).size).toBe(3);
    expect(images).toHaveLength(0);
  });

  it('omits credentials when it fetches', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get('*/files/clip.mp4', ({ request }) => {
        credentials = request.credentials;
        return new HttpResponse('x');
      }),
    );
    await downloadFiles(['/files/clip.mp4']);
    expect(credentials).toBe('omit');
  });

  it('saves a video of a known record as video_{video_id}.mp4', async () => {
    server.use(http.get('*/files/v.mp4', () => new HttpResponse('v')));
    await downloadFiles(['/files/v.mp4'], { videoId: 42 });
    expect(clicks[0].download).toBe('video_42.mp4');
  });

  it('names a file by what it is: WebM bytes are saved as .webm, never as .mp4', async () => {
    const webm = () =>
      new HttpResponse(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), {
        headers: { 'Content-Type': 'video/webm' },
      });
    server.use(http.get('*/media/clip-1.webm', webm), http.get('*/files/clip', webm));
    await downloadFiles(['/media/clip-1.webm'], { videoId: 42 });
    await downloadFiles(['/files/clip']);
    expect(clicks.map((c) => c.download)).toEqual(['video_42.webm', 'downloaded-file.webm']);
  });

  it('decodes a data URL, mapping its type to the extension', async () => {
    const base64 = btoa(String.fromCharCode(...PNG_BYTES));
    await downloadFiles([`data:image/jpeg;base64,${base64}`]);
    await downloadFiles(['data:;base64,AAAA']);
    expect(clicks.map((c) => c.download)).toEqual(['downloaded-image.jpg', 'downloaded-image.png']);
    expect(new Uint8Array(await blobOf(clicks[0]).arrayBuffer())).toEqual(PNG_BYTES);
    expect(images).toHaveLength(0);
  });

  it('falls back to opening the link in a new tab with a download attribute when a fetch is not OK', async () => {
    server.use(http.get('*/files/gone.mp4', () => new HttpResponse('no', { status: 404 })));
    await expect(downloadFiles(['/files/gone.mp4'])).resolves.toBe('fallback');
    expect(clicks).toEqual([{ href: '/files/gone.mp4', download: 'downloaded-file.mp4', target: '_blank' }]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('falls back the same way when a picture does not load', async () => {
    failingImages.add('/p/missing.png');
    await expect(downloadFiles(['/p/missing.png'])).resolves.toBe('fallback');
    expect(clicks).toEqual([{ href: '/p/missing.png', download: 'downloaded-image.png', target: '_blank' }]);
  });

  it('rejects when the canvas cannot be read (the hook shows "Download Fail")', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(downloadFiles(['/p/a.png'])).rejects.toThrow('Canvas');
    expect(clicks).toEqual([]);
  });

  it('refuses a path that is not a web address', async () => {
    await expect(downloadFiles(['javascript:alert(1)'])).rejects.toThrow('Refusing');
    await expect(downloadFiles(['javascript:alert(1)//x.png'])).rejects.toThrow('Refusing');
    expect(clicks).toEqual([]);
  });

  it('zips several files as downloaded-files.zip with entries file_1…, their extensions and bytes', async () => {
    server.use(
      http.get(
        '*/files/one.png',
        () => new HttpResponse(PNG_BYTES, { headers: { 'Content-Type': 'image/png' } }),
      ),
      http.get('*/files/two.svg', () => new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      http.get('*/files/three', () => new HttpResponse(new Uint8Array([9]))),
    );
    await expect(downloadFiles(['/files/one.png', '/files/two.svg', '/files/three'])).resolves.toBe('saved');
    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('downloaded-files.zip');
    const zip = await JSZip.loadAsync(await blobOf(clicks[0]).arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(['file_1.png', 'file_2.png', 'file_3.mp4']);
    expect(await zip.file('file_1.png')!.async('uint8array')).toEqual(PNG_BYTES);
    expect(await zip.file('file_3.mp4')!.async('uint8array')).toEqual(new Uint8Array([9]));
    // Raster bytes go in as they are; only the vector picture was drawn through the canvas.
    expect(images.map((image) => image.loadedSrc)).toEqual(['/files/two.svg']);
    expect(drawn).toEqual([{ width: 300, height: 400, type: 'image/png' }]);
  });

  it('names a zip and its entries after what they show when given a name (a photoset, as Export does)', async () => {
    server.use(
      http.get(
        '*/files/:name',
        () => new HttpResponse(PNG_BYTES, { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    await expect(
      downloadFiles(['/files/a.png', '/files/b.png'], { name: 'Street I 1 photoset' }),
    ).resolves.toBe('saved');
    expect(clicks[0].download).toBe('street-i-1-photoset.zip');
    const zip = await JSZip.loadAsync(await blobOf(clicks[0]).arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(['street-i-1-photoset-1.png', 'street-i-1-photoset-2.png']);
  });

  it('puts a vector picture into a zip as a PNG, whatever its path is called (issue 26 defect 13)', async () => {
    const svg = () =>
      new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'Content-Type': 'image/svg+xml' },
      });
    server.use(http.get('*/art/a.png', svg), http.get('*/art/b', svg));
    await expect(downloadFiles(['/art/a.png', '/art/b'])).resolves.toBe('saved');
    const zip = await JSZip.loadAsync(await blobOf(clicks[0]).arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(['file_1.png', 'file_2.png']);
    for (const name of Object.keys(zip.files))
      expect(await zip.file(name)!.async('uint8array')).toEqual(PNG_BYTES);
  });

  it('saves a vector picture fetched as a file as a PNG', async () => {
    server.use(
      http.get(
        '*/files/art',
        () =>
          new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
      ),
    );
    await expect(downloadFiles(['/files/art'])).resolves.toBe('saved');
    expect(clicks.map((c) => c.download)).toEqual(['downloaded-file.png']);
    expect(new Uint8Array(await blobOf(clicks[0]).arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('logs a failed zip and saves nothing', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/files/ok.png', () => new HttpResponse(PNG_BYTES)),
      http.get('*/files/bad.png', () => new HttpResponse('no', { status: 500 })),
    );
    await expect(downloadFiles(['/files/ok.png', '/files/bad.png'])).resolves.toBe('zipFailed');
    expect(log).toHaveBeenCalledWith('Zip download failed', expect.any(Error));
    expect(clicks).toEqual([]);
  });

  it('revokes object URLs after 40 s', async () => {
    jest.useFakeTimers();
    await downloadFiles(['data:image/png;base64,AAAA']);
    expect(clicks[0].href).toBe('blob:test/1');
    jest.advanceTimersByTime(39_999);
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:test/1']);
  });
});
