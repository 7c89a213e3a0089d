import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FeedFailure } from '../hooks/useExploreFeed';
import { useExploreT } from '../i18n';

interface FeedFooterProps {
  loading: boolean;
  ended: boolean;
  /** No card is shown: a failure is the first page's, the end is an empty gallery. */
  empty: boolean;
  /** A search or a chosen category narrows the list (an empty result then suggests another). */
  narrowed: boolean;
  failure: FeedFailure | null;
  onRetry: () => void;
}

const pill = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  px: 2,
  py: 1,
  borderRadius: 999,
  bgcolor: 'rgba(20,20,20,0.9)',
};

type T = ReturnType<typeof useExploreT>;

/** What the footer says; the first page's failure and an empty gallery are said as such. */
function content(t: T, { loading, ended, empty, narrowed, failure, onRetry }: FeedFooterProps): ReactNode {
  if (failure) {
    const said = t(empty ? 'explore.firstFailed' : 'explore.moreFailed');
    const text =
      failure.retryInMs !== null
        ? t('explore.retryIn', { said, seconds: Math.round(failure.retryInMs / 1000) })
        : said;
    // The first page's failure is the screen's state (nothing above it); a later page's is a pill at the end.
    return (
      <Box
        role="alert"
        sx={empty ? { ...pill, flexDirection: 'column', borderRadius: 2, py: 3, textAlign: 'center' } : pill}
      >
        <Typography variant="body2">{text}</Typography>
        <Button variant="contained" size="small" onClick={onRetry}>
          {t('explore.retry')}
        </Button>
      </Box>
    );
  }
  if (loading) {
    return (
      <Box sx={pill}>
        <CircularProgress size={22} aria-label={t('explore.loading')} />
      </Box>
    );
  }
  if (ended && empty) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          {t(narrowed ? 'explore.noResults' : 'explore.noImages')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'grey.400' }}>
          {t(narrowed ? 'explore.tryAnother' : 'explore.comeBack')}
        </Typography>
      </Box>
    );
  }
  if (ended) {
    return (
      <Typography variant="body2" sx={{ color: 'grey.400' }}>
        {t('explore.end')}
      </Typography>
    );
  }
  return null;
}

/** The end of the feed: loading, a failed page with its retry, nothing found, or the end. */
export function FeedFooter(props: FeedFooterProps) {
  const t = useExploreT();
  // While more may come, the footer floats at the bottom of the viewport: appending a page then never
  // pushes a visible element down (no layout shift). At the end it rests after the last card.
  const floating = !props.ended;
  return (
    <Box
      sx={{
        minHeight: 72,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        py: 2,
        color: '#fff',
        ...(floating
          ? { position: 'sticky', bottom: 0, pointerEvents: 'none', '& > *': { pointerEvents: 'auto' } }
          : {}),
      }}
    >
      {content(t, props)}
    </Box>
  );
}
