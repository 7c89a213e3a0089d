/**
 * The build's configuration: every VITE_* variable the app reads, with its type, default and meaning. Checked when
 * Vite starts (scripts/envCheck.ts): a value of the wrong type, an unknown name (with a suggestion) or anything that
 * looks like a secret stops the build, because every VITE_* value is compiled into the public JavaScript.
 * `.env.example` and the README's variable table are made from it (src/config/envSchema.test.ts holds them to it).
 *
 * Node-safe and type-only for the app: src/config/env.ts imports nothing from here at run time.
 */

export type EnvKind =
  /** An http(s) URL or a path on this origin (`/api`). */
  | 'base'
  /** An http(s) URL or a path on this origin; empty = off. */
  | 'url'
  /** `true` or `false`, spelled out. */
  | 'boolean'
  | 'email'
  /** A Stripe publishable key, `pk_live_…` or `pk_test_…`. */
  | 'stripe-publishable-key'
  /** A number from 0 to 1. */
  | 'fraction'
  /** Free text (client ids). */
  | 'text';

export interface EnvVariable {
  kind: EnvKind;
  /** What the app uses when the variable is empty or unset (shown in the README table). */
  default: string;
  /** One line for the README table and `.env.example`. */
  description: string;
  /** The value `.env.example` shows (default: empty). */
  example?: string;
}

export const ENV_SCHEMA = {
  VITE_API_BASE_URL: {
    kind: 'base',
    default: '/api',
    description: 'base of the `/api` calls (spec 1 §7)',
    example: '/api',
  },
  VITE_SERVER_BASE_URL: {
    kind: 'base',
    default: '/server',
    description: 'base of the `/server` calls (spec 1 §7)',
    example: '/server',
  },
  VITE_USE_MOCKS: {
    kind: 'boolean',
    default: 'false (`true` in `--mode mock`, .env.mock)',
    description: 'start the in-browser mock backend (MSW)',
    example: 'false',
  },
  VITE_GOOGLE_CLIENT_ID: {
    kind: 'text',
    default: 'empty',
    description: 'Google sign-in client id; empty = the mock consent in mock mode',
  },
  VITE_GOOGLE_SCRIPT_URL: {
    kind: 'url',
    default: 'empty',
    description:
      "address of Google's Identity Services script (https://accounts.google.com/gsi/client), needed with the client id",
  },
  VITE_IMAGE_CDN: {
    kind: 'url',
    default: 'empty',
    description: 'image CDN that resizes by `w`, `format`, `quality` (spec 1 §9); empty = paths as they are',
  },
  VITE_SUPPORT_EMAIL: {
    kind: 'email',
    default: 'support@atelier.example (a placeholder)',
    description: 'support address on the policy pages and Contact Us',
    example: 'support@atelier.example',
  },
  VITE_STRIPE_PUBLISHABLE_KEY: {
    kind: 'stripe-publishable-key',
    default: 'empty',
    description:
      "Stripe publishable key (`pk_live_…` / `pk_test_…`): card payments through Stripe's Payment Element; empty = the mock card form",
  },
  VITE_PAYPAL_CLIENT_ID: {
    kind: 'text',
    default: 'empty',
    description: 'PayPal client id for making orders; empty = mock approve / cancel buttons',
  },
  VITE_TELEMETRY_URL: {
    kind: 'url',
    default: 'empty (off)',
    description:
      'where field metrics and error reports are sent with `navigator.sendBeacon` (`/api/telemetry` in mock mode); empty = none are collected',
  },
  VITE_TELEMETRY_SAMPLE_RATE: {
    kind: 'fraction',
    default: '1',
    description: 'share of page loads that report (0–1), decided once per page load',
  },
} as const satisfies Record<string, EnvVariable>;

export type EnvName = keyof typeof ENV_SCHEMA;

/** Variables Vite itself reads from the shell; they are not the app's configuration and never reach the bundle. */
const VITE_OWN = new Set([
  'VITE_USER_NODE_ENV',
  'VITE_DEBUG_FILTER',
  'VITE_DEPRECATION_TRACE',
  'VITE_CONFIG_NATIVE_IGNORE_WARNING',
  'VITE_CJS_IGNORE_WARNING',
  'VITE_CJS_TRACE',
]);

/** A name no public variable should have. */
const SECRET_NAME = /SECRET|PASSWORD|PASSWD|PRIVATE_?KEY/i;

/** Values that are secrets whatever their name: Stripe secret / restricted / webhook keys, PEM private keys. */
const SECRET_VALUES: [RegExp, string][] = [
  [/^sk_(live|test)_/, 'a Stripe secret key'],
  [/^rk_(live|test)_/, 'a Stripe restricted key'],
  [/^whsec_/, 'a Stripe webhook signing secret'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'a private key'],
];

const PUBLIC = 'every VITE_ variable is compiled into the public JavaScript anyone can read';

/** The start of a value, enough to recognise it in one's own .env without printing a secret whole. */
const glimpse = (value: string) => (value.length > 10 ? `${value.slice(0, 8)}…` : value);

/** Damerau–Levenshtein distance (optimal string alignment) between two names. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) d[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The known name closest to `name` (same letters without underscores, or at most 3 edits away), if any. */
export function suggestName(name: string): EnvName | undefined {
  const squash = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
  let best: EnvName | undefined;
  let bestDistance = Infinity;
  for (const known of Object.keys(ENV_SCHEMA) as EnvName[]) {
    if (squash(known) === squash(name)) return known;
    const d = distance(name.toUpperCase(), known);
    if (d < bestDistance) {
      best = known;
      bestDistance = d;
    }
  }
  return bestDistance <= 3 ? best : undefined;
}

const isUrl = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};
const isPath = (value: string) => /^\/[^\s]*$/.test(value) && !value.startsWith('//');

/** Why `value` does not fit `kind`, or null. */
function typeProblem(kind: EnvKind, value: string): string | null {
  switch (kind) {
    case 'base':
    case 'url':
      return isUrl(value) || isPath(value)
        ? null
        : 'must be an http(s) URL or a path starting with / (e.g. https://backend.example.com/api or /api)';
    case 'boolean':
      return value === 'true' || value === 'false'
        ? null
        : 'must be true or false, spelled out (1, yes or TRUE would silently mean false)';
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'must be an e-mail address';
    case 'stripe-publishable-key':
      return /^pk_(live|test)_\w+$/.test(value)
        ? null
        : 'must be a Stripe publishable key (pk_live_… or pk_test_…)';
    case 'fraction': {
      const n = Number(value);
      return /^\d*\.?\d+$/.test(value) && n >= 0 && n <= 1 ? null : 'must be a number from 0 to 1';
    }
    case 'text':
      return /\s/.test(value) ? 'must not contain spaces' : null;
  }
}

/**
 * Every problem with a set of VITE_* variables (as Vite's loadEnv gives them: .env files and the shell), one
 * sentence each naming the variable; empty when the configuration can be built.
 */
export function checkEnv(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith('VITE_') || VITE_OWN.has(name)) continue;
    const value = (raw ?? '').trim();
    const secret = SECRET_VALUES.find(([pattern]) => pattern.test(value));
    if (secret) {
      problems.push(
        `${name} holds ${secret[1]} (${JSON.stringify(glimpse(value))}): ${PUBLIC}. Keep it on the server` +
          (name === 'VITE_STRIPE_PUBLISHABLE_KEY'
            ? ' and set the publishable key (pk_live_… / pk_test_…).'
            : '.'),
      );
      continue;
    }
    if (SECRET_NAME.test(name)) {
      problems.push(`${name} is named like a secret: ${PUBLIC}. Keep secrets out of VITE_ variables.`);
      continue;
    }
    if (!(name in ENV_SCHEMA)) {
      const suggestion = suggestName(name);
      problems.push(
        `${name} is not a known variable.${suggestion ? ` Did you mean ${suggestion}?` : ''} Known: ${Object.keys(ENV_SCHEMA).join(', ')}.`,
      );
      continue;
    }
    if (value === '') continue;
    const problem = typeProblem(ENV_SCHEMA[name as EnvName].kind, value);
    if (problem) problems.push(`${name}=${JSON.stringify(glimpse(value))} ${problem}.`);
  }
  const set = (name: EnvName) => Boolean(env[name]?.trim());
  if (set('VITE_GOOGLE_CLIENT_ID') && !set('VITE_GOOGLE_SCRIPT_URL'))
    problems.push(
      'VITE_GOOGLE_CLIENT_ID needs VITE_GOOGLE_SCRIPT_URL (https://accounts.google.com/gsi/client).',
    );
  return problems;
}

/** `.env.example`, made from the schema. */
export function envExample(): string {
  const lines = [
    '# The build-time configuration (src/config/envSchema.ts; generated — UPDATE_ENV_DOCS=1 npx jest src/config).',
    '# Copy to .env.local for a real backend. Every value is compiled into the public JavaScript: no secrets.',
    '# Checked when the build starts: known names only, true/false spelled out, URLs, keys of the right kind.',
  ];
  for (const [name, variable] of Object.entries(ENV_SCHEMA) as [EnvName, EnvVariable][]) {
    const description = variable.description.replaceAll('`', '');
    lines.push(
      `# ${description[0].toUpperCase()}${description.slice(1)}. Default: ${variable.default.replaceAll('`', '')}.`,
    );
    lines.push(`${name}=${variable.example ?? ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The README's variable table, made from the schema. */
export function envTable(): string {
  const rows = (Object.entries(ENV_SCHEMA) as [EnvName, EnvVariable][]).map(
    ([name, variable]) =>
      `| \`${name}\` | ${variable.default.replace(/^([^ (]+)/, (word) => (word === 'empty' ? word : `\`${word}\``))} | ${variable.description} |`,
  );
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
