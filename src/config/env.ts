// The only reader of import.meta.env: everything else asks this module.
const env = import.meta.env;

export const config = {
  apiBaseUrl: (env.VITE_API_BASE_URL as string | undefined) || '/api',
  serverBaseUrl: (env.VITE_SERVER_BASE_URL as string | undefined) || '/server',
  useMocks: env.VITE_USE_MOCKS === 'true',
  googleClientId: (env.VITE_GOOGLE_CLIENT_ID as string | undefined) || '',
  googleScriptUrl: (env.VITE_GOOGLE_SCRIPT_URL as string | undefined) || '',
  imageCdn: (env.VITE_IMAGE_CDN as string | undefined) || '',
  /** Where the policy pages send notices and questions; a placeholder address until one is configured. */
  supportEmail: (env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@atelier.example',
  /** Stripe publishable key; empty = the mock card form (mock mode, tests). */
  stripePublishableKey: (env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined) || '',
  /** PayPal client id; empty = the mock approve/cancel buttons. */
  paypalClientId: (env.VITE_PAYPAL_CLIENT_ID as string | undefined) || '',
  isTest: env.MODE === 'test',
} as const;
