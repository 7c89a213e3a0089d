import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The build itself (`vite build`, vite.config.ts) with wrong variables stops before bundling, with a message that
 * names the variable; with a complete, correct set it builds (issue 28's acceptance). Runs the real CLI.
 */
const root = resolve(__dirname, '..');

function build(env: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), 'env-build-'));
  // The shell's own VITE_* variables would leak into the check: the build sees only the ones given here.
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      env: { ...base, ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  return { status: run.status, output, outDir, seconds: (Date.now() - started) / 1000 };
}

describe('vite build checks its configuration first', () => {
  it.each([
    [{ VITE_USE_MOCKS: '1' }, 'VITE_USE_MOCKS="1" must be true or false'],
    [{ VITE_API_BASE_URL: 'not a url' }, 'VITE_API_BASE_URL="not a url" must be an http(s) URL or a path'],
    [{ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_test_x' }, 'VITE_STRIPE_PUBLISHABLE_KEY holds a Stripe secret key'],
    [
      { VITE_API_BASEURL: '/api' },
      'VITE_API_BASEURL is not a known variable. Did you mean VITE_API_BASE_URL?',
    ],
  ])(
    '%j fails with a clear message, before bundling',
    (env, message) => {
      const { status, output, outDir } = build(env);
      try {
        expect(status).toBe(1);
        expect(output).toContain('The build configuration is wrong');
        expect(output).toContain(message);
        expect(output).not.toMatch(/transforming|modules transformed/);
        expect(existsSync(join(outDir, 'index.html'))).toBe(false);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('builds with every variable set correctly', () => {
    const { status, output, outDir } = build({
      VITE_API_BASE_URL: 'https://backend.example.com/api',
      VITE_SERVER_BASE_URL: 'https://backend.example.com/server',
      VITE_USE_MOCKS: 'false',
      VITE_GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      VITE_GOOGLE_SCRIPT_URL: 'https://accounts.google.com/gsi/client',
      VITE_IMAGE_CDN: 'https://cdn.example.com',
      VITE_SUPPORT_EMAIL: 'help@example.com',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc',
      VITE_PAYPAL_CLIENT_ID: 'AbC-123_x',
      VITE_TELEMETRY_URL: 'https://metrics.example.com/collect',
      VITE_TELEMETRY_SAMPLE_RATE: '0.5',
    });
    try {
      expect(output).not.toContain('The build configuration is wrong');
      // The output's end says why, when it fails.
      expect({ status, output: status === 0 ? '' : output.slice(-3000) }).toEqual({ status: 0, output: '' });
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      // The variables reached the build: the policy allows the configured backend and telemetry hosts.
      expect(html).toMatch(
        /connect-src 'self' https:\/\/backend\.example\.com https:\/\/metrics\.example\.com/,
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 240_000);
});
