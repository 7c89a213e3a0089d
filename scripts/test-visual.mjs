#!/usr/bin/env node
// `npm run test:visual`: every story of stories/ in Chromium against the built Storybook — play function, axe and
// a screenshot compared with e2e/storybook/__baselines__ (docs/testing.md "Stories in the browser").
//   npm run test:visual                      build Storybook, then check every story at 1440×900 and 390×844
//   npm run test:visual -- --update          rewrite the baselines that changed (and add missing, drop stale ones)
//   npm run test:visual -- --no-build        use the storybook-static/ already built (CI builds it as its own step)
//   npm run test:visual -- --grep Carousel   any other Playwright option passes through (--shard=1/2)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const update = args.includes('--update');
const rest = args.filter((arg) => !['--no-build', '--update'].includes(arg));

// The stories pinned to 中文 are drawn in Noto CJK (without it their baselines would show empty boxes).
const missingFonts = [
  'truetype/dejavu/DejaVuSans.ttf',
  'truetype/liberation/LiberationSans-Regular.ttf',
  'opentype/noto/NotoSansCJK-Regular.ttc',
].filter((file) => !existsSync(join('/usr/share/fonts', file)));
if (missingFonts.length) {
  console.error(
    `Missing fonts (${missingFonts.join(', ')}): apt-get install fonts-dejavu-core fonts-liberation fonts-noto-cjk`,
  );
  process.exit(2);
}

const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

if (build) {
  const status = run('npm', ['run', 'build-storybook']);
  if (status !== 0) process.exit(status);
}

const status = run(
  join(root, 'node_modules/.bin/playwright'),
  [
    'test',
    '-c',
    'playwright.storybook.config.ts',
    ...(update ? ['--update-snapshots=changed'] : []),
    ...rest,
  ],
  { FONTCONFIG_FILE: join(root, 'e2e/storybook/fonts.conf') },
);
console.log(
  `\nStory results, and expected / actual / diff images of any failure: ${join(root, 'test-results/storybook')}`,
);
process.exit(status);
