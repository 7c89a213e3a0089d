import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { StatusResult } from '@/components/StatusResult';
import ForbiddenPage from './ForbiddenPage';
import NotFoundPage from './NotFoundPage';

/**
 * Route error boundary. Screens throw `data(null, { status: 404 })` for unknown ids and get the
 * 404 page; 403 answers get the 403 page; anything else (a failed chunk after a deploy, a bug)
 * offers a reload instead of a blank screen.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenPage />;
  return (
    <StatusResult
      status="Something went wrong"
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />}
      message="This page could not be shown. Reloading usually helps."
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
