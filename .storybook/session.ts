// The mock backend accepts this token as the demo user (see mocks/db seed).
export const DEMO_ACCESS_TOKEN = 'demo-access-token';
