/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes .gz and .br copies of text files that shrink, and leaves the rest alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const script = 'export const a = "atelier";\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(200)}`);
    writeFileSync(join(dir, 'tiny.js'), 'x=1');
    writeFileSync(join(dir, 'clip.webm'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(4000) }));

    const done = precompressDir(dir)
      .map((entry) => entry.file)
      .sort();

    expect(done).toEqual(['assets/app-1a2b.js', 'index.html']);
    const original = readFileSync(join(dir, 'assets', 'app-1a2b.js'));
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1a2b.js.gz')))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1a2b.js.br')))).toEqual(original);
    expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'clip.webm.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.gz'))).toBe(false);
  });
});
