/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  buildCsp,
  buildCspHeader,
  cspDirectives,
  inlineScriptHashes,
  insertPolicyMeta,
  nginxPolicyHeaders,
  permissionsPolicy,
  policyHeaders,
} from './cspPolicy';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('is strict with relative bases and no providers', () => {
    const csp = buildCsp({ VITE_API_BASE_URL: '/api', VITE_SERVER_BASE_URL: '/server' });
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('adds the configured API bases and the image CDN where they are used', () => {
    const d = cspDirectives({
      VITE_API_BASE_URL: 'https://backend.example.com/api',
      VITE_SERVER_BASE_URL: 'https://ops.example.com/server',
      VITE_IMAGE_CDN: 'https://cdn.example.com/img',
    });
    expect(d['connect-src']).toEqual(
      expect.arrayContaining([
        'https://backend.example.com',
        'https://ops.example.com',
        'https://cdn.example.com',
      ]),
    );
    expect(d['img-src']).toContain('https://cdn.example.com');
    expect(d['media-src']).toContain('https://cdn.example.com');
    expect(d['script-src']).toEqual(["'self'"]);
  });

  it('allows a payment provider only when its key is set', () => {
    expect(buildCsp({})).not.toMatch(/stripe|paypal/);
    const stripe = cspDirectives({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' });
    expect(stripe['script-src']).toContain('https://js.stripe.com');
    expect(stripe['frame-src']).toContain('https://js.stripe.com');
    expect(stripe['connect-src']).toContain('https://api.stripe.com');
    const paypal = cspDirectives({ VITE_PAYPAL_CLIENT_ID: 'client' });
    expect(paypal['frame-src']).toContain('https://www.paypal.com');
  });

  it('allows Google sign-in only with a client id', () => {
    const url = 'https://accounts.google.com/gsi/client';
    expect(cspDirectives({ VITE_GOOGLE_SCRIPT_URL: url })['script-src']).toEqual(["'self'"]);
    expect(
      cspDirectives({ VITE_GOOGLE_CLIENT_ID: 'id', VITE_GOOGLE_SCRIPT_URL: url })['script-src'],
    ).toContain('https://accounts.google.com');
  });
});

describe('insertPolicyMeta', () => {
  const html =
    '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>t</title>\n  </head>\n</html>';

  it('puts the CSP right after <meta charset>, then the referrer policy, quoting the attribute', () => {
    const out = insertPolicyMeta(
      html,
      "default-src 'self'; img-src 'self' https://cdn.example.com/a?b=1&c=2",
    );
    const head = out.split('\n').map((line) => line.trim());
    const charset = head.indexOf('<meta charset="UTF-8" />');
    expect(head[charset + 1]).toBe(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src 'self' https://cdn.example.com/a?b=1&amp;c=2" />`,
    );
    expect(head[charset + 2]).toBe('<meta name="referrer" content="strict-origin-when-cross-origin" />');
    expect(head[charset + 3]).toBe('<title>t</title>');
  });

  it('refuses a page without <meta charset>', () => {
    expect(() => insertPolicyMeta('<html><head></head></html>', "default-src 'self'")).toThrow(/charset/);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('hashes the exact text of each inline classic script and skips external or empty ones', () => {
    const first = '\n      (function () { document.documentElement.className += " fp-explore"; })();\n    ';
    const html =
      `<head><script>${first}</script><script type="module" crossorigin src="/assets/index.js"></script>` +
      '<script></script></head><body><script>var a=1</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha('var a=1')]);
  });

  it('lets the policy run those scripts and no others', () => {
    const csp = buildCsp({}, ["'sha256-abc='"]);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(buildCsp({}), 'script-src')).toBe("script-src 'self'");
  });
});

describe('policy headers for a server (deploy/nginx)', () => {
  it("send the meta's policy with frame-ancestors 'none', which a meta cannot carry", () => {
    const env = { VITE_API_BASE_URL: 'https://backend.example.com/api' };
    expect(buildCspHeader(env, ["'sha256-abc='"])).toBe(
      `${buildCsp(env, ["'sha256-abc='"])}; frame-ancestors 'none'`,
    );
  });

  it('connect-src follows the telemetry endpoint', () => {
    expect(cspDirectives({})['connect-src']).toEqual(["'self'"]);
    expect(cspDirectives({ VITE_TELEMETRY_URL: '/api/telemetry' })['connect-src']).toEqual(["'self'"]);
    expect(
      cspDirectives({ VITE_TELEMETRY_URL: 'https://metrics.example.com/collect' })['connect-src'],
    ).toContain('https://metrics.example.com');
  });

  it('allow only the features the app uses, providers only with their keys', () => {
    const plain = permissionsPolicy({});
    expect(plain).toMatch(
      /^autoplay=\(self\), fullscreen=\(self\), clipboard-write=\(self\), payment=\(\), /,
    );
    expect(plain).toContain('camera=()');
    expect(plain).toContain('geolocation=()');
    expect(plain).toContain('microphone=()');
    expect(plain).toContain('identity-credentials-get=()');
    // Every feature is named once, and only these four lists are not empty.
    const features = plain.split(', ').map((item) => item.split('=')[0]);
    expect(new Set(features).size).toBe(features.length);
    expect(plain.split(', ').filter((item) => !item.endsWith('=()'))).toEqual([
      'autoplay=(self)',
      'fullscreen=(self)',
      'clipboard-write=(self)',
    ]);
    const providers = permissionsPolicy({
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      VITE_PAYPAL_CLIENT_ID: 'client',
      VITE_GOOGLE_CLIENT_ID: 'id',
    });
    expect(providers).toContain('payment=(self "https://js.stripe.com" "https://www.paypal.com")');
    expect(providers).toContain('identity-credentials-get=(self)');
  });

  it('are written as nginx add_header lines, refusing what nginx cannot quote', () => {
    const conf = nginxPolicyHeaders(policyHeaders({}, ["'sha256-abc='"]));
    const lines = conf.split('\n').filter((line) => line.startsWith('add_header'));
    expect(lines).toEqual([
      `add_header Content-Security-Policy "${buildCspHeader({}, ["'sha256-abc='"])}" always;`,
      `add_header Permissions-Policy "${permissionsPolicy({})}" always;`,
      'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    ]);
    // Origins in a Permissions-Policy are in double quotes: that value goes in single ones.
    const providers = { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1', VITE_PAYPAL_CLIENT_ID: 'client' };
    expect(nginxPolicyHeaders(policyHeaders(providers))).toContain(
      `add_header Permissions-Policy '${permissionsPolicy(providers)}' always;`,
    );
    expect(() => nginxPolicyHeaders([['X-Test', 'a $variable']])).toThrow(/nginx cannot quote/);
    expect(() => nginxPolicyHeaders([['X-Test', `both ' and "`]])).toThrow(/nginx cannot quote/);
  });
});
