/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * `npm run test:visual` checks the story fonts before anything else: a machine without one of them (Noto CJK for
 * the 中文 stories) gets a message naming the package to install, not nine stories failing as visual differences.
 */
const root = resolve(__dirname, '..');

function runWith(files: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'story-fonts-'));
  try {
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    return spawnSync('node', ['scripts/test-visual.mjs', '--no-build', '--list'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, STORY_FONTS_DIR: dir },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LATIN = ['truetype/dejavu/DejaVuSans.ttf', 'truetype/liberation/LiberationSans-Regular.ttf'];

it('stops with a message naming fonts-noto-cjk when only DejaVu and Liberation are installed', () => {
  const run = runWith(LATIN);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('NotoSansCJK-Regular.ttc');
  expect(run.stderr).toContain('apt-get install fonts-noto-cjk');
  expect(run.stderr).not.toContain('fonts-dejavu-core');
});

it('names every missing package', () => {
  const run = runWith([]);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('apt-get install fonts-dejavu-core fonts-liberation fonts-noto-cjk');
});
