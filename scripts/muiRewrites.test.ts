/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lazyOverlayFor } from './lazyOverlays';
import {
  MUI_REWRITTEN_IMPORTS,
  muiRewriteProblems,
  NO_VARS_PROVIDER,
  NO_VARS_THEME,
  noVarsThemeFor,
} from './muiRewrites';

const root = join(__dirname, '..');
const mui = '/app/node_modules/@mui/material';

describe('the build’s rewrites of imports inside @mui/material', () => {
  it('every pair it checks is one the build rewrites', () => {
    for (const [importer, source] of MUI_REWRITTEN_IMPORTS) {
      const file = `${mui}/${importer}`;
      expect([lazyOverlayFor(source, file, '/app'), noVarsThemeFor(source, file)]).not.toEqual([null, null]);
    }
  });

  it('the installed MUI still has every rewritten import', () => {
    expect(muiRewriteProblems(root)).toEqual([]);
  });

  describe('a MUI that moved things', () => {
    let copy: string;
    beforeAll(() => {
      copy = mkdtempSync(join(tmpdir(), 'mui-rewrites-'));
      const target = join(copy, 'node_modules/@mui/material');
      for (const file of new Set([
        ...MUI_REWRITTEN_IMPORTS.map(([importer]) => importer),
        'Dialog/dialogClasses.mjs',
        'Modal/index.mjs',
        'Menu/Menu.mjs',
        'Popper/index.mjs',
        'Dialog/index.mjs',
        'styles/createThemeWithVars.mjs',
        'styles/ThemeProviderWithVars.mjs',
      ]))
        cpSync(join(root, 'node_modules/@mui/material', file), join(target, file));
      // Tooltip now imports its popper from elsewhere; the Menu file is gone.
      writeFileSync(join(target, 'Tooltip/Tooltip.mjs'), 'import Popper from "../PopperV2/index.mjs";\n');
      rmSync(join(target, 'Menu/Menu.mjs'));
    });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('is named, file by file', () => {
      expect(muiRewriteProblems(copy)).toEqual([
        '../Menu/Menu.mjs (imported by @mui/material/Select/SelectInput.mjs) no longer exists',
        '@mui/material/Tooltip/Tooltip.mjs no longer imports ../Popper/index.mjs',
      ]);
    });
  });

  it('only createTheme’s and ThemeProvider’s CSS-variables imports get the no-variables stand-ins', () => {
    expect(noVarsThemeFor('./createThemeWithVars.mjs', `${mui}/styles/createTheme.mjs`)).toBe(NO_VARS_THEME);
    expect(noVarsThemeFor('./ThemeProviderWithVars.mjs', `${mui}/styles/ThemeProvider.mjs`)).toBe(
      NO_VARS_PROVIDER,
    );
    // `extendTheme` (the package index's re-export) stays the real one: nothing in the app imports it.
    expect(noVarsThemeFor('./createThemeWithVars.mjs', `${mui}/styles/index.mjs`)).toBeNull();
    expect(noVarsThemeFor('./createThemeWithVars.mjs', '/app/src/theme/index.ts')).toBeNull();
    expect(noVarsThemeFor('./createThemeWithVars.mjs', undefined)).toBeNull();
  });
});
