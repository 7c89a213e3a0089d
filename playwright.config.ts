import { defineConfig } from '@playwright/test';

// Drives Debian's Chromium (never a downloaded browser). By default it serves the built mock app
// (`npm run build:mock` first); E2E_DEV=1 uses the Vite dev server instead, E2E_PORT picks the port.
const port = Number(process.env.E2E_PORT ?? 4173);
const dev = process.env.E2E_DEV === '1';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // The stories run against the Storybook build with their own config (playwright.storybook.config.ts).
  testIgnore: 'storybook/**',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Every journey is independent (its own browser context, its own mock database), so journeys, not files, spread
  // over the workers: a file of ten long journeys no longer holds one worker while the others idle. The two files
  // that start servers once for all their tests (deploy, prerender) keep theirs in order in one worker. CI uses
  // three workers (E2E_WORKERS overrides; 1 is the default for a developer running one spec beside the dev server).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || (process.env.CI ? 2 : 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A failed journey leaves its trace (DOM snapshots, network, console; `npx playwright show-trace <zip>`) and a
  // screenshot here; .ci/run prints the paths.
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Recorded for every journey, kept only for a failed one; without the screencast frames, which cost CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: dev
      ? `npx vite --mode mock --host 127.0.0.1 --port ${port} --strictPort`
      : `npx vite preview --mode mock --outDir dist-mock --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
