import { Navigate, useLocation } from 'react-router-dom';
import { config } from '@/config/env';
import { PolicyPage, policyForPath } from '@/features/legal';
import { paths } from '@/utils/paths';

/**
 * `/terms`, `/privacy`, `/dmca`, `/subscription`, `/return` and `/contact` (spec 3 §2.10, §4.8): one route
 * chunk for the six texts, each with the configured support address. (One chunk rather than six keeps
 * the route table, which is in the initial JS, as small as it was.)
 */
export default function PolicyRoutePage() {
  const policy = policyForPath(useLocation().pathname);
  if (!policy) return <Navigate to={paths.home()} replace />;
  return <PolicyPage document={policy} email={config.supportEmail} />;
}
