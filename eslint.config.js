import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Shared engines: the only features other features may import (docs/architecture.md). Add a new one here.
 */
const SHARED_FEATURES = ['tasks', 'payment', 'video', 'export', 'batch'];

// Every feature folder, read from disk so a new feature is held to the rules without editing this file.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const LOWER_LAYERS = ['components', 'hooks', 'utils', 'api', 'theme', 'config', 'i18n'];

/** Layers import downward only: lower layers → features → pages, app (DESIGN.md §2). Tests included. */
const layerZones = [
  ...LOWER_LAYERS.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/pages', './src/app'],
    message: `src/${layer} is a lower layer: it imports no feature, page or app.`,
  })),
  {
    target: './src/features',
    from: './src/app',
    // The typed hooks and the store's types are how a feature reaches Redux.
    except: ['./hooks.ts', './store.ts'],
    message: 'A feature imports nothing from src/app except the typed hooks (app/hooks) and store types.',
  },
  {
    target: './src/features',
    from: './src/pages',
    message: 'A feature imports no page; page-level tests live in src/pages/<area>/__tests__.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [...new Set([feature, ...SHARED_FEATURES])].map((name) => `./${name}`),
    message: `Features do not import each other; only the shared engine(s) ${SHARED_FEATURES.map((f) => `features/${f}`).join(', ')} (eslint.config.js SHARED_FEATURES). Move what two features share down a layer.`,
  })),
];
/** Folders whose texts are all in catalogs (issue 30): a literal text in their JSX fails lint. */
const I18N_CHECKED = [
  'src/app',
  'src/components',
  'src/features/admin',
  'src/features/auth',
  'src/features/batch',
  'src/features/explore',
  'src/features/export',
  'src/features/image-detail',
  'src/features/image-info',
  'src/features/inspiration',
  'src/features/legal',
  'src/features/marketing',
  'src/features/modeling',
  'src/features/payment',
  'src/features/plans',
  'src/features/shell',
  'src/features/space',
  'src/features/tasks',
  'src/features/tour',
  'src/features/try-on',
  'src/features/video',
  'src/pages/admin',
  'src/pages/explore',
  'src/pages/legal',
  'src/pages/marketing',
  'src/pages/misc',
  'src/pages/modeling',
  'src/pages/payment',
  'src/pages/tools',
];
/** A word: two Latin letters in a row, or a Chinese character. */
const WORDS = '/[A-Za-z]{2}|[\\u4e00-\\u9fff]/';
/** The attributes that carry words to the user (accessible names, hints, labels). */
const I18N_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'alt',
  'helperText',
];

/**
 * MUI 9's Typography reads its color prop as one of its own names ('textSecondary', 'primary'…), no longer as a
 * theme path: color="text.secondary" was silently ignored (the text kept its parent's colour) on 65 elements.
 */
const TEXT_COLOR_PROP = {
  selector: "JSXAttribute[name.name='color'] Literal[value=/^text\\./]",
  message:
    'MUI 9 ignores color="text.secondary" on Typography: write color="textSecondary" (textPrimary, textDisabled) or sx={{ color: \'text.secondary\' }}.',
};

/** App code never reaches the mock backend (only src/main.tsx starts it); tests may use its db and server. */
const mocksZone = { target: './src', from: './mocks', message: 'Only src/main.tsx and tests reach mocks/.' };
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/**/__tests__/**', 'src/test/**'];

const REDUX_HOOKS = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use useAppDispatch / useAppSelector from @/app/hooks.',
  },
  {
    name: 'react-redux',
    importNames: ['useStore'],
    message: 'Reading the whole store is banned: select what you need with useAppSelector.',
  },
];
/** Entries a feature offers besides its index.ts: the task engine's record views, for the screens that list records. */
const FEATURE_ENTRIES = ['tasks/records'];
/**
 * A feature's public surface is its index.ts (docs/architecture.md): pages, app and the shared features' users import
 * `@/features/<name>`, never a file inside it; a feature reaches its own files by relative or `@/features/<own>/…`
 * paths. Checked for static imports only: a lazy `import('@/features/<name>/components/<Screen>')` names the screen's
 * module, since through the index all of a feature's lazy screens would be one chunk; a route's loader
 * (`handle.prefetch`, src/app/router.tsx) names the feature's `prefetch` module for the same reason. Tests and stories test the
 * inside and may reach it (TEST_FILES; stories/ is outside src).
 */
const featureIndexOnly = (own) => ({
  regex: `^(?:@/|(?:\\.\\./)+)features/(?!${[...(own ? [`${own}/`] : []), ...FEATURE_ENTRIES.map((entry) => `${entry}$`)].join('|')})[^/]+/`,
  message:
    "Import a feature through its index (@/features/<name>): its other files are private. Tests and stories may reach inside; a lazy import() may name a screen's module.",
});

const muiBarrel = {
  name: '@mui/material',
  allowTypeImports: true,
  message: "Import from the component's path: import Button from '@mui/material/Button'.",
};
const DIALOG_PRIMITIVES = [
  '@mui/material/Dialog',
  '@mui/material/Modal',
  '@mui/material/Drawer',
  '@mui/material/SwipeableDrawer',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-mock',
      'dist-dev',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'public',
      'src/api/schema.d.ts',
      'openapi/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (extensions, parsers): without them import-x/no-cycle reads no .ts file.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: { project: './tsconfig.app.json' } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: REDUX_HOOKS }],
      // Layers import downward only (DESIGN.md §2).
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, mocksZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A feature's inside is private: the rest of src/ imports its index (featureIndexOnly).
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: REDUX_HOOKS, patterns: [featureIndexOnly()] }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { paths: REDUX_HOOKS, patterns: [featureIndexOnly(feature)] }],
    },
  })),
  {
    // A feature's index only re-exports: the build treats it as free of side effects (vite.config.ts), so a line that
    // ran code here could be dropped from the bundle.
    files: ['src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration, ExportNamedDeclaration[declaration=null][specifiers.length=0])',
          message:
            "A feature's index.ts only re-exports (export { x } from './x'): no code, no local declarations.",
        },
      ],
    },
  },
  {
    // MUI's barrel loads every component (about 840 modules): over a second per Jest file and per cold dev page.
    // Values come from their own path ('@mui/material/Button', '@mui/material/styles'); types may use the barrel.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            muiBarrel,
            // Issue 26: every dialog keeps one promise (a title, a ✕, Escape and Back close it, full screen on phones,
            // focus returned). That promise lives in AppDialog; the exceptions below keep it by hand.
            ...DIALOG_PRIMITIVES.map((name) => ({
              name,
              allowTypeImports: true,
              message:
                'Use AppDialog (@/components/AppDialog): a title, a close control, Escape and Back close it.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The only screens built on MUI's Dialog directly, each keeping AppDialog's promises (✕, Escape, Back) by hand:
    // AppDialog itself (its frame), the full-screen picture viewer (no title bar) and the phones' navigation drawer.
    files: [
      'src/components/AppDialogFrame.tsx',
      'src/components/FullscreenViewer.tsx',
      'src/features/shell/components/NavDrawer.tsx',
      // Tests that render a bare Dialog to check the overlay plumbing itself.
      '**/*.test.{ts,tsx}',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [muiBarrel] }] },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The entry decides whether to start the mocks; the test kit wires the whole app. Tests themselves obey the zones.
    files: ['src/main.tsx', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Every file with JSX: a rule kept in the list of the i18n block below too (a later no-restricted-syntax
    // replaces an earlier one for the same file).
    files: ['src/**/*.tsx', 'mocks/**/*.tsx', 'stories/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', TEXT_COLOR_PROP] },
  },
  {
    // Issue 30: a user-facing text goes through the catalogs (src/**/i18n/{en,zh}.json), never as a literal in JSX:
    // text between tags, a named attribute (aria-label, title, placeholder, label, alt, helperText) or a string in
    // braces that holds a letter. Symbols, digits and punctuation pass. Checked in the folders already migrated;
    // a folder joins I18N_CHECKED when its texts are in catalogs.
    files: I18N_CHECKED.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // The brand is not translated; a lone letter (an avatar's initial) says nothing.
          `JSXText[value=${WORDS}]:not([value=/^\\s*Atelier AI\\s*$/])`,
          `JSXAttribute[name.name=/^(${I18N_ATTRIBUTES.join('|')})$/] > Literal[value=${WORDS}]`,
          `JSXExpressionContainer > Literal[value=${WORDS}]`,
          // A template's words count too: aria-label={`Open ${title}`}.
          `JSXAttribute[name.name=/^(${I18N_ATTRIBUTES.join('|')})$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
        ].map((selector) => ({
          selector,
          message:
            "A user-facing text goes through the feature's catalog (i18n/en.json + zh.json), not a literal.",
        })),
        TEXT_COLOR_PROP,
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'mocks/**', 'stories/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
