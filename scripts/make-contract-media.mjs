#!/usr/bin/env node
// Renders the pictures the contract's examples point at (openapi/examples/media/*.jpg, served at /contract-media/
// by scripts/contractServer.ts, never shipped in the build). Run once by a developer; the outputs are committed.
// Each picture is the mock backend's procedural art (mocks/media/art.ts, an SVG) rasterised by Chromium at the
// width of the feed's thumbnails: nothing is downloaded. Each picture also comes in the narrower widths a media host
// answers `?w=` with (`name-w360.jpg`…), which the contract server picks from (scripts/contractServer.ts).
// Env: CHROMIUM_PATH (default /usr/bin/chromium).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'openapi', 'examples', 'media');
const WIDTH = 512;
const QUALITY = 90;
/** The narrower copies (px), as a resizing media host would make them for a phone's columns. */
export const VARIANT_WIDTHS = [240, 360, 480];
const MIN_BYTES = 10 * 1024;
const MAX_BYTES = 70 * 1024;
/** A faint film grain over the flat vector art, so a picture weighs and decodes like a photo of its size. */
const GRAIN =
  '<svg style="position:fixed;inset:0;width:100%;height:100%;opacity:0.3;mix-blend-mode:overlay">' +
  '<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" stitchTiles="stitch"/>' +
  '<feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#grain)"/></svg>';

/** name (file and example), seed of the art, aspect ratio, art family — as varied as the real feed. */
export const PICTURES = [
  ['sapphire-pear-ring', 'Sapphire Pear Ring', [3, 4], 'jewelry'],
  ['linen-summer-dress', 'Linen Summer Dress', [2, 3], 'fashion'],
  ['amber-perfume', 'Amber Perfume Bottle', [1, 1], 'still'],
  ['emerald-pendant', 'Emerald Drop Pendant', [4, 5], 'jewelry'],
  ['denim-jacket', 'Oversized Denim Jacket', [9, 16], 'fashion'],
  ['ceramic-vase', 'Ceramic Vase on Marble', [4, 3], 'still'],
  ['pearl-earrings', 'Baroque Pearl Earrings', [1, 1], 'jewelry'],
  ['wool-coat', 'Camel Wool Coat', [3, 4], 'fashion'],
  ['leather-bag', 'Leather Tote Bag', [3, 2], 'still'],
  ['diamond-band', 'Diamond Eternity Band', [2, 3], 'jewelry'],
  ['silk-blouse', 'Silk Wrap Blouse', [4, 5], 'fashion'],
  ['candle-set', 'Scented Candle Set', [16, 9], 'still'],
  ['ruby-studs', 'Ruby Stud Earrings', [3, 4], 'jewelry'],
  ['pleated-skirt', 'Pleated Midi Skirt', [9, 16], 'fashion'],
  ['watch-box', 'Gold Watch in a Box', [1, 1], 'still'],
  ['opal-bracelet', 'Opal Charm Bracelet', [4, 3], 'jewelry'],
];

/** mocks/media/art.ts has no imports: transpiled to a temporary module and imported as it is. */
async function loadArt() {
  const source = readFileSync(join(root, 'mocks', 'media', 'art.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const dir = mkdtempSync(join(tmpdir(), 'contract-media-'));
  const file = join(dir, 'art.mjs');
  writeFileSync(file, outputText);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { renderArt } = await loadArt();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [name, seed, [ratioW, ratioH], kind] of PICTURES) {
    for (const width of [WIDTH, ...VARIANT_WIDTHS]) {
      const height = Math.round((width * ratioH) / ratioW);
      await page.setViewportSize({ width, height });
      const svg = renderArt({ seed, ratioW, ratioH, width, kind });
      await page.setContent(
        `<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}${GRAIN}`,
      );
      const file = width === WIDTH ? `${name}.jpg` : `${name}-w${width}.jpg`;
      const out = join(outDir, file);
      await page.screenshot({ path: out, type: 'jpeg', quality: QUALITY });
      const bytes = statSync(out).size;
      console.log(`${file} ${width}×${height} ${(bytes / 1024).toFixed(1)} KB`);
      // The narrower copies weigh in proportion to their area.
      const min = MIN_BYTES * (width / WIDTH) ** 2;
      if (bytes < min || bytes > MAX_BYTES) throw new Error(`${out} is ${bytes} bytes, outside its range`);
    }
  }
} finally {
  await browser.close();
}
