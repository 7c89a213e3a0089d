import { defineConfig } from '@playwright/test';
import { AXE_SCRIPT } from './e2e/axe';
import { AXE_SCRIPT_URL } from './e2e/storybook/storyIndex';

/**
 * Every story of the built Storybook (`npm run build-storybook` → storybook-static/) in Debian's Chromium: its
 * play function, axe (WCAG 2.1 A/AA, contrast included) and a screenshot compared with its committed baseline, at
 * 1440×900 and 390×844 (docs/testing.md "Stories in the browser"). Run through `npm run test:visual`.
 */
const port = Number(process.env.STORYBOOK_PORT ?? 6007);

export default defineConfig({
  testDir: './e2e/storybook',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.STORY_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [['dot'], ['json', { outputFile: 'test-results/storybook.json' }]] : [['list']],
  outputDir: 'test-results/storybook',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-lcd-text'],
    },
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    trace: 'off',
  },
  // One project: each story is loaded once at 1440×900 and then narrowed to 390×844 (e2e/storybook/stories.spec.ts).
  projects: [{ name: 'stories', use: { viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // The build, and axe-core beside it for the accessibility check (e2e/axe.ts).
    command: `node scripts/serve-static.mjs storybook-static ${port} ${AXE_SCRIPT_URL}=${AXE_SCRIPT}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
