import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { firstScreen } from '@/utils/firstScreen';
import type { DetailStatus } from '../hooks/useImageDetail';
import { useDetailT } from '../i18n';
import { DetailFrame } from './DetailFrame';

interface DetailStateProps {
  status: Exclude<DetailStatus, 'ready'>;
  onRetry: () => void;
  onBack: () => void;
}

/** Loading, unknown image and failed load of the detail page. */
export function DetailState({ status, onRetry, onBack }: DetailStateProps) {
  const t = useDetailT();
  // No picture to wait for: the page's first screen is this message.
  useEffect(() => {
    if (status !== 'loading') firstScreen.shown();
  }, [status]);
  if (status === 'loading') {
    return (
      <DetailFrame
        role="status"
        aria-busy="true"
        aria-label={t('detail.loading')}
        onClose={onBack}
        picture={
          <Skeleton
            variant="rectangular"
            sx={{ aspectRatio: '1', height: 'auto', borderRadius: 1, maxHeight: '80vh' }}
          />
        }
        side={
          <>
            <Skeleton width="60%" height={40} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </>
        }
      />
    );
  }
  const notFound = status === 'notFound';
  return (
    <Box
      role={notFound ? undefined : 'alert'}
      sx={{ display: 'grid', placeItems: 'center', minHeight: 360, p: 4, textAlign: 'center' }}
    >
      <Box>
        <Typography variant="pageTitle" component="h1" gutterBottom>
          {t(notFound ? 'detail.notFound' : 'detail.failed')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t(notFound ? 'detail.notFoundHint' : 'detail.failedHint')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
          {!notFound && (
            <Button variant="contained" onClick={onRetry}>
              {t('detail.retry')}
            </Button>
          )}
          <Button variant={notFound ? 'contained' : 'outlined'} onClick={onBack}>
            {t('detail.back')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
