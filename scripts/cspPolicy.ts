import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy and referrer policy for the built index.html (docs/testing.md "Gates"), built from the same
 * env variables the app reads its bases from (src/config/env.ts), so pointing VITE_API_BASE_URL or
 * VITE_IMAGE_CDN elsewhere keeps the app working. Provider hosts are allowed only when their key is set.
 *
 * Only for `vite build`: the dev server injects inline scripts (React Refresh) a strict policy would block.
 * A <meta> policy cannot carry `frame-ancestors`, `report-to`/`report-uri` or `sandbox`: a server sends those as
 * headers (docs/testing.md "Gates").
 */
export interface CspEnv {
  VITE_API_BASE_URL?: string;
  VITE_SERVER_BASE_URL?: string;
  VITE_IMAGE_CDN?: string;
  VITE_GOOGLE_CLIENT_ID?: string;
  VITE_GOOGLE_SCRIPT_URL?: string;
  VITE_STRIPE_PUBLISHABLE_KEY?: string;
  VITE_PAYPAL_CLIENT_ID?: string;
  VITE_USE_MOCKS?: string;
  VITE_TELEMETRY_URL?: string;
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The origin of an absolute http(s) URL; relative bases (`/api`) are same-origin and covered by 'self'. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url.trim())) return undefined;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return undefined;
  }
}

const GOOGLE_ORIGIN = 'https://accounts.google.com';
const STRIPE = { script: 'https://js.stripe.com', connect: 'https://api.stripe.com' };
const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

const compact = (values: (string | undefined | false)[]) => [...new Set(values.filter(Boolean) as string[])];

/** The policy's directives, in order; each value list starts with its base sources. */
export function cspDirectives(env: CspEnv, scriptHashes: string[] = []): Record<string, string[]> {
  const cdn = originOf(env.VITE_IMAGE_CDN);
  const apis = [originOf(env.VITE_API_BASE_URL), originOf(env.VITE_SERVER_BASE_URL)];
  const google =
    env.VITE_GOOGLE_CLIENT_ID &&
    (originOf(env.VITE_GOOGLE_SCRIPT_URL) ?? (env.VITE_GOOGLE_SCRIPT_URL && GOOGLE_ORIGIN));
  const stripe = Boolean(env.VITE_STRIPE_PUBLISHABLE_KEY);
  const paypal = Boolean(env.VITE_PAYPAL_CLIENT_ID);
  return {
    'default-src': ["'self'"],
    // Inline scripts run only by their hash: index.html's first-paint script (docs/architecture.md "First paint").
    'script-src': compact([
      "'self'",
      ...scriptHashes,
      google,
      stripe && STRIPE.script,
      ...(paypal ? PAYPAL : []),
    ]),
    // Emotion (MUI) injects <style> elements at run time; without a nonce plumbed through its cache, styles need
    // 'unsafe-inline'. Scripts never do.
    'style-src': compact(["'self'", "'unsafe-inline'", google]),
    'img-src': compact(["'self'", 'data:', 'blob:', cdn, ...(paypal ? PAYPAL : [])]),
    'media-src': compact(["'self'", 'data:', 'blob:', cdn]),
    'font-src': ["'self'", 'data:'],
    'connect-src': compact([
      "'self'",
      ...apis,
      // Field metrics and error reports go there with navigator.sendBeacon, which connect-src governs.
      originOf(env.VITE_TELEMETRY_URL),
      cdn,
      google,
      stripe && STRIPE.connect,
      ...(paypal ? PAYPAL : []),
    ]),
    'frame-src': compact([google, stripe && STRIPE.script, ...(paypal ? PAYPAL : [])]),
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function buildCsp(env: CspEnv, scriptHashes: string[] = []): string {
  return Object.entries(cspDirectives(env, scriptHashes))
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : `${name} 'none'`))
    .join('; ');
}

/**
 * The policy a server sends as a header (deploy/nginx): the meta's directives plus `frame-ancestors 'none'`,
 * which only a header can carry (no page may frame the app: clickjacking).
 */
export function buildCspHeader(env: CspEnv, scriptHashes: string[] = []): string {
  return `${buildCsp(env, scriptHashes)}; frame-ancestors 'none'`;
}

/**
 * Permissions-Policy: every powerful feature off except what the app uses — muted autoplay of the feed's clips,
 * full screen from the video player's controls, writing the clipboard (copy a prompt), and, only when their key is
 * set, the Payment Request API for Stripe's and PayPal's frames and FedCM for Google sign-in. A feature missing
 * here would get the browser's default allowlist, so the unused ones are named and emptied. Only names Chromium
 * knows (Chromium 156 rejects ambient-light-sensor, bluetooth and web-share): an unknown one costs a console
 * error on every page.
 */
export function permissionsPolicy(env: CspEnv): string {
  const google = Boolean(env.VITE_GOOGLE_CLIENT_ID);
  const payers = compact([
    env.VITE_STRIPE_PUBLISHABLE_KEY && `"${STRIPE.script}"`,
    env.VITE_PAYPAL_CLIENT_ID && `"${PAYPAL[0]}"`,
  ]);
  const allowed: Record<string, string[]> = {
    autoplay: ['self'],
    fullscreen: ['self'],
    'clipboard-write': ['self'],
    payment: payers.length ? ['self', ...payers] : [],
    'identity-credentials-get': google ? ['self'] : [],
  };
  const denied = [
    'accelerometer',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'display-capture',
    'encrypted-media',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'picture-in-picture',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ];
  return [
    ...Object.entries(allowed).map(([name, list]) => `${name}=(${list.join(' ')})`),
    ...denied.map((name) => `${name}=()`),
  ].join(', ');
}

/** The policy headers a server sends with every answer, made from the same env as the meta policy. */
export function policyHeaders(env: CspEnv, scriptHashes: string[] = []): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', buildCspHeader(env, scriptHashes)],
    ['Permissions-Policy', permissionsPolicy(env)],
    ['Referrer-Policy', REFERRER_POLICY],
  ];
}

/**
 * Those headers as nginx `add_header` lines (deploy/nginx includes the file the build writes). A value is quoted
 * with whichever quote it does not hold (the CSP holds `'`, a Permissions-Policy with origins `"`); nginx strings
 * cannot escape `$` (a variable), so a value with it, a backslash or both quotes is refused rather than mangled.
 */
export function nginxPolicyHeaders(headers: [string, string][]): string {
  const lines = headers.map(([name, value]) => {
    const quote = value.includes('"') ? "'" : '"';
    if (/[$\\\n]/.test(value) || value.includes(quote))
      throw new Error(`${name} holds a character nginx cannot quote: ${value}`);
    return `add_header ${name} ${quote}${value}${quote} always;`;
  });
  return (
    "# Written by the build (scripts/csp.ts from scripts/cspPolicy.ts, the same source as index.html's\n" +
    "# meta policy) for deploy/nginx. Do not edit: rebuild with the deployment's VITE_* variables.\n" +
    `${lines.join('\n')}\n`
  );
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The built page's <head> with the policy metas right after `<meta charset>`: the charset must stay first (the
 * parser looks for it in the first 1024 bytes), and the policy must come before anything it governs.
 */
export function insertPolicyMeta(html: string, csp: string): string {
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (!charset) throw new Error('index.html has no <meta charset>: the CSP meta is placed right after it');
  const end = charset.index + charset[0].length;
  const metas =
    `\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}" />` +
    `\n    <meta name="referrer" content="${REFERRER_POLICY}" />`;
  return html.slice(0, end) + metas + html.slice(end);
}

/** CSP sources (`'sha256-…'`) of the page's inline classic scripts, exactly as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || !match[2].trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}
