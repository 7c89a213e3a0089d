/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';

// ESM-only packages (msw's dependencies, react-markdown and the unified family) are transformed too.
const esmPackages = [
  'msw',
  '@mswjs',
  '@open-draft',
  '@bundled-es-modules',
  'until-async',
  'rettime',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'is-node-process',
  'tough-cookie',
  'react-markdown',
  'unified',
  'bail',
  'trough',
  'devlop',
  'zwitch',
  'ccount',
  'vfile',
  'vfile-message',
  'is-plain-obj',
  'trim-lines',
  'longest-streak',
  'markdown-table',
  'html-url-attributes',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'character-entities',
  'character-entities-html4',
  'character-entities-legacy',
  'character-reference-invalid',
  'stringify-entities',
  'remark-[a-z-]+',
  'rehype-[a-z-]+',
  'micromark',
  'micromark-[a-z-]+',
  'mdast-util-[a-z-]+',
  'hast-util-[a-z-]+',
  'unist-util-[a-z-]+',
  'estree-util-[a-z-]+',
  '@faker-js',
];

// Jest's workers (forked with this process's environment) start with a 64 MB young generation instead of V8's
// default: a screen test allocates fast and briefly (fibers, jsdom wrappers, style declarations), and fewer
// scavenges cost about 5 % less CPU (docs/testing.md "Cost"). A run in band (`-i`, one file) keeps its own flags.
if (!/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim();
}

const config: Config = {
  // jsdom with the platform's fetch, streams and structuredClone (MSW needs them), as the package ships.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  // Stories are tests too, but in Chromium (npm run test:visual, docs/decisions/0005-stories-in-the-browser.md).
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  maxWorkers: 2,
  // Jest gives a worker 500 ms to exit once the run is over, then kills it and says on stderr it "failed to exit
  // gracefully". Beside two CPU-burning processes a clean worker took longer than that (both whole runs of
  // 2026-11-26 19:25–19:40 printed it; the quiet CI run did not). A worker a leak holds open is still killed and
  // named, 5 s later.
  workerGracefulExitTimeout: 5000,
  // Jest's default report, on stdout: a green run leaves stderr empty (docs/testing.md "Quiet").
  reporters: ['<rootDir>/scripts/jestReporter.mjs'],
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    // Packages first: esbuild. The project's TypeScript: SWC, which hoists jest.mock calls above the imports as
    // ts-jest did, in a fraction of its time (docs/testing.md "Cost"). Types are tsc's job (npm run typecheck).
    'node_modules/.+\\.(j|mj|cj)s$': '<rootDir>/scripts/jestEsbuildTransform.mjs',
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@/config/env$': '<rootDir>/src/test/env.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
    // The Faker class without the package's index, which evaluates every locale (src/test/fakerIndex.ts).
    '^@faker-js/faker$': '<rootDir>/src/test/fakerIndex.ts',
    '\\.(css|less)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|webp|mp4|woff2)(\\?.*)?$': '<rootDir>/src/test/fileStub.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
  // A limit for a hanging test, not a speed bar: a green test on a busy 2-core machine stays well within it
  // (docs/testing.md "Steady"). No test file sets its own.
  testTimeout: 120_000,
};

export default config;
