// Jest stand-in for src/config/env.ts (Jest runs CommonJS, where import.meta does not exist).
export const config = {
  apiBaseUrl: '/api',
  serverBaseUrl: '/server',
  useMocks: true,
  googleClientId: '',
  googleScriptUrl: 'http://localhost/google-identity-stub.js',
  imageCdn: '',
  supportEmail: 'support@atelier.example',
  stripePublishableKey: '',
  paypalClientId: '',
  telemetryUrl: '',
  telemetrySampleRate: 1,
  isTest: true,
} as const;
