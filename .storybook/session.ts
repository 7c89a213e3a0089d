// The mock backend accepts this token as the demo user.
export { DEMO_ACCESS_TOKEN } from '../mocks/db/seed';
