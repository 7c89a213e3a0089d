import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; pictures and clips are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

export interface Compressed {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli, quality 11) beside every compressible file of `dir` that
 * they make smaller, for a server that serves pre-compressed files (deploy/nginx: gzip_static, brotli_static).
 * Build metadata (dot folders such as `.vite/`) is left alone.
 */
export function precompressDir(dir: string): Compressed[] {
  const done: Compressed[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      if (name.startsWith('.')) continue;
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const data = readFileSync(path);
      if (data.length < MIN_BYTES) continue;
      const gzip = gzipSync(data, { level: 9 });
      const brotli = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      if (gzip.length < data.length) writeFileSync(`${path}.gz`, gzip);
      if (brotli.length < data.length) writeFileSync(`${path}.br`, brotli);
      done.push({ file: relative(dir, path), bytes: data.length, gzip: gzip.length, brotli: brotli.length });
    }
  };
  walk(dir);
  return done;
}

/**
 * Vite plugin: pre-compressed gzip and brotli copies of the production build (`vite build`, not `--mode mock`,
 * whose dist-mock/ only `vite preview` serves). Runs once everything, public/ included, is written.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let active = false;
  return {
    name: 'atelier-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // Storybook's build goes through this config too; its output is not deployed by deploy/.
      active = config.mode !== 'mock' && !config.plugins.some((p) => p.name.startsWith('storybook:'));
    },
    closeBundle() {
      if (!active) return;
      const files = precompressDir(outDir);
      const sum = (key: 'bytes' | 'gzip' | 'brotli') => files.reduce((total, f) => total + f[key], 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      this.info(
        `pre-compressed ${files.length} files: ${kb(sum('bytes'))} → gzip ${kb(sum('gzip'))}, brotli ${kb(sum('brotli'))}`,
      );
    },
  };
}
