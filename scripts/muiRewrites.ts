import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Imports inside the installed @mui/material that the production build points elsewhere, as
 * `[importing file (from @mui/material), the import's source]`: scripts/lazyOverlays.ts's overlays (Modal, Menu, Popper,
 * and Dialog through the package index) and the CSS-variables theme below. Jest, Storybook and the dev server run MUI
 * as it is, so a MUI update that moves or renames one of these files would change only the build, silently (the
 * rewrite would simply stop matching, and the overlay or theme code would be back in the first chunks): the build
 * checks each pair first and stops with the list of what moved.
 */
export const MUI_REWRITTEN_IMPORTS: readonly (readonly [importer: string, source: string])[] = [
  ['Dialog/Dialog.mjs', '../Modal/index.mjs'],
  ['Popover/Popover.mjs', '../Modal/index.mjs'],
  ['Drawer/Drawer.mjs', '../Modal/index.mjs'],
  ['Select/SelectInput.mjs', '../Menu/Menu.mjs'],
  ['Tooltip/Tooltip.mjs', '../Popper/index.mjs'],
  ['Autocomplete/Autocomplete.mjs', '../Popper/index.mjs'],
  ['index.mjs', './Dialog/index.mjs'],
  ['styles/createTheme.mjs', './createThemeWithVars.mjs'],
  ['styles/ThemeProvider.mjs', './ThemeProviderWithVars.mjs'],
];
/** Files the stand-ins read directly (the lazy Dialog re-exports the real class names). */
const MUI_FILES_READ = ['Dialog/dialogClasses.mjs'];

/** What no longer holds in the installed MUI (empty when every rewritten import is where the build expects it). */
export function muiRewriteProblems(root: string): string[] {
  const mui = join(root, 'node_modules/@mui/material');
  const problems: string[] = [];
  for (const [importer, source] of MUI_REWRITTEN_IMPORTS) {
    const file = join(mui, importer);
    if (!existsSync(file)) {
      problems.push(`@mui/material/${importer} no longer exists`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    if (!text.includes(`from "${source}"`) && !text.includes(`from '${source}'`))
      problems.push(`@mui/material/${importer} no longer imports ${source}`);
    if (!existsSync(join(dirname(file), source)))
      problems.push(`${source} (imported by @mui/material/${importer}) no longer exists`);
  }
  for (const file of MUI_FILES_READ)
    if (!existsSync(join(mui, file))) problems.push(`@mui/material/${file} no longer exists`);
  return problems;
}

/**
 * The theme (src/theme) has no CSS variables and no colour schemes, so MUI's `createTheme` builds it with
 * `createThemeNoVars` and `ThemeProvider` renders `ThemeProviderNoVars`. Both still import the CSS-variables
 * variants (`createThemeWithVars`, `CssVarsProvider`, with @mui/system's cssVars and InitColorSchemeScript) and
 * choose at run time, so 7.7 KB gzip of code that never runs sat in the initial JS of every page. In builds those two
 * imports get stand-ins that stop with a clear error if ever reached (src/theme/theme.test.ts holds the theme to
 * the no-variables kind; docs/performance.md, "Initial JS").
 */
export const NO_VARS_THEME = '\0atelier-mui-theme-without-css-variables';
export const NO_VARS_PROVIDER = '\0atelier-mui-provider-without-css-variables';
const unsupported = (what: string) =>
  `throw new Error(${JSON.stringify(
    `${what}: MUI themes with CSS variables or colour schemes are left out of this build (scripts/muiRewrites.ts); remove that rewrite to use them.`,
  )});`;
const NO_VARS_MODULES: Record<string, string> = {
  [NO_VARS_THEME]: `export default function createThemeWithVars() { ${unsupported('createTheme')} }`,
  [NO_VARS_PROVIDER]: `export function CssVarsProvider() { ${unsupported('ThemeProvider')} }`,
};

/** The stand-in for `source` imported by `importer` (MUI's CSS-variables theme code), or null. */
export function noVarsThemeFor(source: string, importer: string | undefined): string | null {
  if (!importer || !/[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer)) return null;
  if (source === './createThemeWithVars.mjs' && /[\\/]createTheme\.mjs$/.test(importer)) return NO_VARS_THEME;
  if (source === './ThemeProviderWithVars.mjs' && /[\\/]ThemeProvider\.mjs$/.test(importer))
    return NO_VARS_PROVIDER;
  return null;
}

/** Builds only: checks MUI_REWRITTEN_IMPORTS before anything is bundled, then leaves MUI's CSS-variables theme out. */
export function muiRewritesPlugin(): Plugin {
  let active = false;
  let root = '';
  return {
    name: 'atelier-mui-rewrites',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      // As scripts/lazyOverlays.ts: Storybook runs MUI as it is.
      active = !config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
      root = config.root;
    },
    buildStart() {
      const problems = muiRewriteProblems(root);
      if (problems.length)
        this.error(
          `The build rewrites imports inside @mui/material that the installed version no longer has ` +
            `(scripts/muiRewrites.ts, scripts/lazyOverlays.ts):\n- ${problems.join('\n- ')}`,
        );
    },
    resolveId(source, importer) {
      return active ? noVarsThemeFor(source, importer) : null;
    },
    load(id) {
      return NO_VARS_MODULES[id] ?? null;
    },
  };
}
