import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { StatusResult } from '@/components/StatusResult';

/** What a screen that threw shows (see RouteErrorBoundary): a reload, usually enough after a deploy. */
export default function RouteErrorPage() {
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
