/** @jest-environment node */
/**
 * The contract server (Prism in examples mode, `npm run dev:contract` and `npm run bench:lighthouse`) answers
 * each operation with its first example. Explore's first load must get a realistic page: at least 12 gallery
 * cards whose pictures exist in openapi/examples/media (served at /contract-media/ by scripts/contractServer.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadOpenApi, resolvePointer, type Json } from '../../../openapi/load';

const MEDIA_DIR = join(__dirname, '..', '..', '..', 'openapi', 'examples', 'media');
const MEDIA_PREFIX = '/contract-media/';

/** The example Prism answers with: the inline `example`, else the first of `examples`. */
function firstExample(media: Json): Json {
  if (media.example !== undefined) return media.example;
  const [first] = Object.values<Json>(media.examples ?? {});
  return first?.$ref ? resolvePointer(loadOpenApi(), first.$ref).value : first?.value;
}

/** Width and height of a JPEG from its start-of-frame marker. */
function jpegSize(bytes: Buffer): [number, number] {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    at += 2 + length;
  }
  throw new Error('no start-of-frame marker');
}

/** Every `/contract-media/...` string anywhere in a value. */
function mediaPaths(node: Json, into: string[] = []): string[] {
  if (typeof node === 'string' && node.startsWith(MEDIA_PREFIX)) into.push(node);
  else if (node && typeof node === 'object') Object.values(node).forEach((child) => mediaPaths(child, into));
  return into;
}

const galleryOk = () => {
  const op = loadOpenApi().paths['/global/images'].post;
  return firstExample(op.responses['200'].content['application/json']);
};

describe('contract examples for the contract server', () => {
  test("Explore's first page has at least 12 gallery items with local pictures of various shapes", () => {
    const { data } = galleryOk();
    expect(data.list.length).toBeGreaterThanOrEqual(12);
    // One page only: a second request would answer the same items again.
    expect(data.current * data.pageSize).toBeGreaterThanOrEqual(data.total);
    const ids = data.list.map((item: Json) => item.image_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of data.list) {
      expect(item.path.startsWith(MEDIA_PREFIX)).toBe(true);
      expect(item.video).toBeNull();
    }
    const shapes = new Set(data.list.map((item: Json) => (item.width / item.height).toFixed(2)));
    expect(shapes.size).toBeGreaterThanOrEqual(4);
  });

  test('every picture an example names exists, is a JPEG of 10–80 KB and has the shape the example gives', () => {
    const paths = new Set(mediaPaths(loadOpenApi()));
    expect(paths.size).toBeGreaterThanOrEqual(12);
    for (const path of paths) {
      const file = join(MEDIA_DIR, path.slice(MEDIA_PREFIX.length));
      expect({ path, exists: existsSync(file) }).toEqual({ path, exists: true });
      const size = statSync(file).size;
      expect(size).toBeGreaterThan(10 * 1024);
      expect(size).toBeLessThan(80 * 1024);
    }
    for (const item of galleryOk().data.list) {
      const [width, height] = jpegSize(readFileSync(join(MEDIA_DIR, item.path.slice(MEDIA_PREFIX.length))));
      expect(width).toBe(512);
      expect(Math.abs(width / height - item.width / item.height)).toBeLessThan(0.01);
    }
  });

  test('every gallery picture has its narrower copies (240, 360, 480 px) of the same shape for ?w=', () => {
    for (const item of galleryOk().data.list) {
      const stem = item.path.slice(MEDIA_PREFIX.length).replace(/\.jpg$/, '');
      for (const copy of [240, 360, 480]) {
        const file = join(MEDIA_DIR, `${stem}-w${copy}.jpg`);
        expect({ file, exists: existsSync(file) }).toEqual({ file, exists: true });
        const [width, height] = jpegSize(readFileSync(file));
        expect(width).toBe(copy);
        expect(Math.abs(width / height - item.width / item.height)).toBeLessThan(0.02);
      }
    }
  });
});
