import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { chunkPackagesPlugin } from './scripts/chunkModules.ts';
import { cspPlugin } from './scripts/csp.ts';
import { envCheckPlugin } from './scripts/envCheck.ts';
import { contractServerPlugin } from './scripts/contractServer.ts';
import { i18nCatalogsPlugin } from './scripts/i18nCatalogs.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { prerenderPlugin } from './scripts/prerender.ts';

/**
 * Builds only: the lazy Stripe adapter's @stripe/react-stripe-js imports the CommonJS `prop-types`, which MUI
 * imports too, so the real package would land in the initial `vendor` chunk. Stripe's import gets a tiny stand-in
 * (React 19 ignores propTypes); MUI's import stays unused and is dropped as before.
 */
const propTypesShim = fileURLToPath(new URL('./scripts/prop-types-shim.mjs', import.meta.url));
const stripePropTypes: Plugin = {
  name: 'stripe-prop-types-shim',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'prop-types' && importer && /[\\/]@stripe[\\/]react-stripe-js[\\/]/.test(importer)) {
      return propTypesShim;
    }
    return null;
  },
};

/**
 * Mock builds only: MSW's cookie store (tough-cookie) imports `tldts`, whose public-suffix list is 110 KB gzip of the
 * mock bundle every mock page downloads before its first picture. scripts/tldtsShim.ts answers what the store asks.
 */
const tldtsShim = fileURLToPath(new URL('./scripts/tldtsShim.ts', import.meta.url));
const mockPublicSuffixShim: Plugin = {
  name: 'mock-public-suffix-shim',
  apply: (_, { command, mode }) => command === 'build' && mode === 'mock',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'tldts' && importer && /[\\/]tough-cookie[\\/]/.test(importer)) return tldtsShim;
    return null;
  },
};

// `--mode mock` turns the in-browser mock backend on (see .env.mock); any other mode leaves it out of the bundle.
export default defineConfig({
  plugins: [
    // First: a wrong VITE_* variable stops the build before anything else runs (src/config/envSchema.ts).
    envCheckPlugin(),
    i18nCatalogsPlugin(),
    react(),
    stripePropTypes,
    mockPublicSuffixShim,
    cspPlugin(),
    chunkPackagesPlugin(),
    contractServerPlugin(),
    // After the page is written (with its policy): the prerendered routes' HTML, made from it.
    prerenderPlugin(),
    // Last: gzip and brotli copies of everything written, for deploy/nginx (docs/deploy.md).
    precompressPlugin(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Every browser the app supports has <link rel="modulepreload">; the polyfill only cost the first page bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A feature's index.ts only re-exports (lint holds it to that), so it has no side effects of its own: a screen
      // importing one name from `@/features/x` gets the files that name needs, not every file the index lists.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // What every first visit needs, statically imported from the entry, ships as two chunks
          // (libraries, app) instead of ~50 small ones: one gzip stream compresses ~17 KB better.
          // Route screens stay lazy chunks of their own.
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/]src[\\/]main\.tsx$|index\.html/.test(id),
              priority: 1,
            },
            // MUI's small helpers that lazy screens share (ownerDocument, debounce, setRef, …) as one chunk
            // instead of a dozen 0.1 KB ones: fewer requests per screen, and fewer names in the entry's
            // preload table, which every first visit downloads.
            {
              name: 'mui-helpers',
              test: /node_modules[\\/]@mui[\\/](utils|material[\\/]utils)[\\/]/,
              minShareCount: 10,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
