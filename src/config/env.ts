import type { EnvName } from './envSchema';

// The only reader of import.meta.env: everything else asks this module. The variables, their types and defaults
// are in ./envSchema.ts, which the build checks them against before it starts.
const env = import.meta.env as Partial<Record<EnvName, string>> & { MODE: string };

const sampleRate = Number(env.VITE_TELEMETRY_SAMPLE_RATE || '1');

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL || '/api',
  serverBaseUrl: env.VITE_SERVER_BASE_URL || '/server',
  useMocks: env.VITE_USE_MOCKS === 'true',
  googleClientId: env.VITE_GOOGLE_CLIENT_ID || '',
  googleScriptUrl: env.VITE_GOOGLE_SCRIPT_URL || '',
  imageCdn: env.VITE_IMAGE_CDN || '',
  /** Where the policy pages send notices and questions; a placeholder address until one is configured. */
  supportEmail: env.VITE_SUPPORT_EMAIL || 'support@atelier.example',
  /** Stripe publishable key; empty = the mock card form (mock mode, tests). */
  stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY || '',
  /** PayPal client id; empty = the mock approve/cancel buttons. */
  paypalClientId: env.VITE_PAYPAL_CLIENT_ID || '',
  /** Where field metrics and error reports go (src/utils/telemetry); empty = telemetry off. */
  telemetryUrl: env.VITE_TELEMETRY_URL || '',
  /** Share of page loads that report, 0–1. */
  telemetrySampleRate: Number.isFinite(sampleRate) ? Math.min(1, Math.max(0, sampleRate)) : 1,
  isTest: env.MODE === 'test',
} as const;
