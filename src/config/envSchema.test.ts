/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkEnv, envExample, envTable, ENV_SCHEMA, suggestName } from './envSchema';

const root = join(__dirname, '..', '..');
/** `UPDATE_ENV_DOCS=1 npx jest src/config` rewrites .env.example and the README table from the schema. */
const update = process.env.UPDATE_ENV_DOCS === '1';

const GOOD = {
  VITE_API_BASE_URL: 'https://backend.example.com/api',
  VITE_SERVER_BASE_URL: '/server',
  VITE_USE_MOCKS: 'false',
  VITE_GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
  VITE_GOOGLE_SCRIPT_URL: 'https://accounts.google.com/gsi/client',
  VITE_IMAGE_CDN: 'https://cdn.example.com/img',
  VITE_SUPPORT_EMAIL: 'help@example.com',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51abcDEF',
  VITE_PAYPAL_CLIENT_ID: 'AbC-123_x',
  VITE_TELEMETRY_URL: 'https://metrics.example.com/collect',
  VITE_TELEMETRY_SAMPLE_RATE: '0.25',
};

describe('checkEnv', () => {
  it('accepts a complete, correct configuration, and an empty one (the defaults)', () => {
    expect(checkEnv(GOOD)).toEqual([]);
    expect(checkEnv({})).toEqual([]);
    expect(checkEnv(Object.fromEntries(Object.keys(ENV_SCHEMA).map((name) => [name, ''])))).toEqual([]);
  });

  it('wants booleans spelled true or false', () => {
    expect(checkEnv({ VITE_USE_MOCKS: '1' })).toEqual([
      'VITE_USE_MOCKS="1" must be true or false, spelled out (1, yes or TRUE would silently mean false).',
    ]);
    expect(checkEnv({ VITE_USE_MOCKS: 'TRUE' })).toHaveLength(1);
    expect(checkEnv({ VITE_USE_MOCKS: 'true' })).toEqual([]);
  });

  it('wants URLs or paths where a URL goes', () => {
    expect(checkEnv({ VITE_API_BASE_URL: 'not a url' })).toEqual([
      'VITE_API_BASE_URL="not a url" must be an http(s) URL or a path starting with / (e.g. https://backend.example.com/api or /api).',
    ]);
    expect(checkEnv({ VITE_IMAGE_CDN: 'cdn.example.com' })).toHaveLength(1);
    expect(checkEnv({ VITE_TELEMETRY_URL: 'ftp://x.example.com' })).toHaveLength(1);
    expect(checkEnv({ VITE_TELEMETRY_URL: '//x.example.com' })).toHaveLength(1);
    expect(checkEnv({ VITE_TELEMETRY_URL: '/api/telemetry' })).toEqual([]);
  });

  it('stops on anything that looks like a secret, without printing it', () => {
    const [stripe] = checkEnv({ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_test_x' });
    expect(stripe).toMatch(/^VITE_STRIPE_PUBLISHABLE_KEY holds a Stripe secret key \("sk_test_x"\)/);
    expect(stripe).toMatch(/compiled into the public JavaScript/);
    expect(stripe).toMatch(/publishable key \(pk_live_… \/ pk_test_…\)/);
    const [live] = checkEnv({ VITE_PAYPAL_CLIENT_ID: 'sk_live_51Habcdefghijklmnop' });
    expect(live).toContain('"sk_live_…"');
    expect(live).not.toContain('abcdefghijklmnop');
    expect(checkEnv({ VITE_GOOGLE_CLIENT_ID: 'rk_live_123456789' })[0]).toMatch(/restricted key/);
    expect(checkEnv({ VITE_IMAGE_CDN: 'whsec_123456789012' })[0]).toMatch(/webhook signing secret/);
    expect(checkEnv({ VITE_PAYPAL_CLIENT_ID: '-----BEGIN RSA PRIVATE KEY-----MIIEow' })[0]).toMatch(
      /a private key/,
    );
    expect(checkEnv({ VITE_STRIPE_SECRET_KEY: 'anything' })).toEqual([
      'VITE_STRIPE_SECRET_KEY is named like a secret: every VITE_ variable is compiled into the public JavaScript anyone can read. Keep secrets out of VITE_ variables.',
    ]);
    expect(checkEnv({ VITE_CLIENT_SECRET: '' })[0]).toMatch(/named like a secret/);
    expect(checkEnv({ VITE_STRIPE_PUBLISHABLE_KEY: 'stripe-key' })[0]).toMatch(/pk_live_… or pk_test_…/);
  });

  it('knows its names, and suggests the one a misspelling meant', () => {
    expect(checkEnv({ VITE_API_BASEURL: '/api' })[0]).toMatch(
      /^VITE_API_BASEURL is not a known variable\. Did you mean VITE_API_BASE_URL\? Known: VITE_API_BASE_URL, /,
    );
    expect(suggestName('VITE_USE_MOCK')).toBe('VITE_USE_MOCKS');
    expect(suggestName('VITE_SEVRER_BASE_URL')).toBe('VITE_SERVER_BASE_URL');
    expect(suggestName('vite_image_cdn')).toBe('VITE_IMAGE_CDN');
    expect(suggestName('VITE_FEATURE_FLAGS')).toBeUndefined();
    expect(checkEnv({ VITE_FEATURE_FLAGS: 'x' })[0]).not.toMatch(/Did you mean/);
    // Vite's own switches and other prefixes are not the app's configuration.
    expect(checkEnv({ VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', NODE_ENV: 'production' })).toEqual([]);
  });

  it('checks the rest of the kinds and the Google pair', () => {
    expect(checkEnv({ VITE_SUPPORT_EMAIL: 'support' })).toHaveLength(1);
    expect(checkEnv({ VITE_TELEMETRY_SAMPLE_RATE: '1.5' })).toHaveLength(1);
    expect(checkEnv({ VITE_TELEMETRY_SAMPLE_RATE: '-0.1' })).toHaveLength(1);
    expect(checkEnv({ VITE_TELEMETRY_SAMPLE_RATE: '0' })).toEqual([]);
    expect(checkEnv({ VITE_GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'VITE_GOOGLE_CLIENT_ID needs VITE_GOOGLE_SCRIPT_URL (https://accounts.google.com/gsi/client).',
    ]);
  });

  it('lists every problem at once', () => {
    expect(
      checkEnv({ VITE_USE_MOCKS: '1', VITE_API_BASE_URL: 'not a url', VITE_API_BASEURL: '/api' }),
    ).toHaveLength(3);
  });
});

describe('made from the schema', () => {
  it('.env.example', () => {
    const file = join(root, '.env.example');
    if (update) writeFileSync(file, envExample());
    expect(readFileSync(file, 'utf8')).toBe(envExample());
    expect(
      checkEnv(
        Object.fromEntries(
          envExample()
            .match(/^VITE_\w+=.*$/gm)!
            .map((l) => l.split('=')),
        ),
      ),
    ).toEqual([]);
  });

  it("the README's variable table", () => {
    const file = join(root, 'README.md');
    const readme = readFileSync(file, 'utf8');
    const start = readme.indexOf('| variable | default | meaning |');
    expect(start).toBeGreaterThan(-1);
    const end = readme.indexOf('\n\n', start);
    if (update) writeFileSync(file, readme.slice(0, start) + envTable() + readme.slice(end));
    expect(readFileSync(file, 'utf8').slice(start, start + envTable().length + 1)).toBe(`${envTable()}\n`);
  });

  it('names every variable the app reads, and nothing it does not', () => {
    const read = new Set(
      ['src/config/env.ts', 'src/main.tsx'].flatMap((path) =>
        [...readFileSync(join(root, path), 'utf8').matchAll(/\b(VITE_[A-Z0-9_]+)/g)].map((m) => m[1]),
      ),
    );
    expect([...read].sort()).toEqual(Object.keys(ENV_SCHEMA).sort());
  });
});
