/** @jest-environment node */
// Where a test lives (docs/testing.md "Where tests live"): in src/app, src/api, each feature and each page area, in
// the one `__tests__/` at that folder's root; in the shared layers (components, hooks, utils, i18n, config, theme)
// beside the file it tests, with no `__tests__/` folder.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path).split('\\').join('/')] : [];
  });
}

/** The folder a test must sit in, or null where it sits beside its file (the shared layers). */
function testFolder(path: string): string | null {
  const [, layer, unit] = path.split('/');
  if (layer === 'app' || layer === 'api') return `src/${layer}/__tests__`;
  if (layer === 'features') return `src/features/${unit}/__tests__`;
  // A test of several page areas at once sits in src/pages/__tests__.
  if (layer === 'pages')
    return path.split('/').length === 3 || unit === '__tests__'
      ? 'src/pages/__tests__'
      : `src/pages/${unit}/__tests__`;
  return null;
}

function misplaced(path: string): string | null {
  const folder = testFolder(path);
  const here = path.slice(0, path.lastIndexOf('/'));
  if (folder === null)
    return /(^|\/)__tests__\//.test(path) ? `${path}: beside the file it tests, not in __tests__/` : null;
  return here === folder ? null : `${path}: in ${folder}/`;
}

describe('where tests live', () => {
  it('places each kind of test by the rule', () => {
    expect(misplaced('src/features/explore/__tests__/filters.test.ts')).toBeNull();
    expect(misplaced('src/features/explore/filters.test.ts')).toMatch(/in src\/features\/explore\/__tests__/);
    expect(misplaced('src/features/tour/components/__tests__/Tour.test.tsx')).toMatch(
      /in src\/features\/tour\/__tests__/,
    );
    expect(misplaced('src/pages/space/__tests__/SpacePage.test.tsx')).toBeNull();
    expect(misplaced('src/pages/useInViewers.test.tsx')).toMatch(/in src\/pages\/__tests__/);
    expect(misplaced('src/app/layouts/__tests__/chunkRetry.test.tsx')).toMatch(/in src\/app\/__tests__/);
    expect(misplaced('src/components/catalogue/RecipeMenu.test.tsx')).toBeNull();
    expect(misplaced('src/components/catalogue/__tests__/RecipeMenu.test.tsx')).toMatch(/beside the file/);
  });

  it('holds every test under src/ to it', () => {
    expect(testFiles(join(root, 'src')).flatMap((path) => misplaced(path) ?? [])).toEqual([]);
  });
});
