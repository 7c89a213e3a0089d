import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSignedIn } from '@/hooks/useSignedIn';
import { decideAccess } from './publicRoutes';
import { signinPath } from '@/utils/safeRedirect';

/**
 * The gate of spec 1 §4: decided on every render, so signing out on a protected page leaves it at
 * once. Visitors go to /signin with the path and query to come back to (the admin area too; its role
 * check is `AdminGate`).
 */
export function AccessGate() {
  const location = useLocation();
  const signedIn = useSignedIn();
  const decision = decideAccess(location.pathname, signedIn);
  if (decision === 'signin') {
    return <Navigate to={signinPath(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
