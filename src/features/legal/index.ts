// The policies' public surface.
export { PolicyPage } from './components/PolicyPage';
export { policyForPath } from './documents';
