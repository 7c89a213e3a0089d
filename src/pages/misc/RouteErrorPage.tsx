import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { StatusResult } from '@/components/StatusResult';
import { useMiscT } from './i18n';

/** What a screen that threw shows (see RouteErrorBoundary): a reload, usually enough after a deploy. */
export default function RouteErrorPage() {
  const t = useMiscT();
  return (
    <StatusResult
      status={t('misc.error.status')}
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />}
      message={t('misc.error.message')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('misc.error.reload')}
        </Button>
      }
    />
  );
}
