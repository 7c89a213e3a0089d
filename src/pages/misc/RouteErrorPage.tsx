import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { StatusResult } from '@/components/StatusResult';
import { useMiscT } from './i18n';

/**
 * What a screen that threw shows (see RouteErrorBoundary): a reload, usually enough after a deploy. A screen whose
 * code could not be fetched (`onRetry`) offers to fetch it again first; it also comes back by itself online.
 */
export default function RouteErrorPage({ onRetry }: { onRetry?: () => void }) {
  const t = useMiscT();
  const reload = (
    <Button variant={onRetry ? 'text' : 'contained'} onClick={() => window.location.reload()}>
      {t('misc.error.reload')}
    </Button>
  );
  return (
    <StatusResult
      status={t('misc.error.status')}
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />}
      message={onRetry ? t('misc.error.chunkMessage') : t('misc.error.message')}
      actions={
        onRetry ? (
          <>
            <Button variant="contained" onClick={onRetry}>
              {t('misc.error.retry')}
            </Button>
            {reload}
          </>
        ) : (
          reload
        )
      }
    />
  );
}
