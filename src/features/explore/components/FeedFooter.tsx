import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FeedFailure } from '../hooks/useExploreFeed';

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

/** What the footer says; the first page's failure and an empty gallery are said as such. */
export const FEED_TEXTS = {
  firstPageFailed: "Couldn't load images.",
  moreFailed: "Couldn't load more images.",
  retryIn: (seconds: number) => `Trying again in ${seconds} s.`,
  noResults: 'No images found',
  tryAnother: 'Try another category or search.',
  noImagesYet: 'No images yet',
  comeBack: 'New images appear here as soon as they are published.',
} as const;

const pill = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  px: 2,
  py: 1,
  borderRadius: 999,
  bgcolor: 'rgba(20,20,20,0.9)',
};

function content({ loading, ended, empty, narrowed, failure, onRetry }: FeedFooterProps): ReactNode {
  if (failure) {
    const said = empty ? FEED_TEXTS.firstPageFailed : FEED_TEXTS.moreFailed;
    const text =
      failure.retryInMs !== null
        ? `${said} ${FEED_TEXTS.retryIn(Math.round(failure.retryInMs / 1000))}`
        : said;
    // The first page's failure is the screen's state (nothing above it); a later page's is a pill at the end.
    return (
      <Box
        role="alert"
        sx={empty ? { ...pill, flexDirection: 'column', borderRadius: 2, py: 3, textAlign: 'center' } : pill}
      >
        <Typography variant="body2">{text}</Typography>
        <Button variant="contained" size="small" onClick={onRetry}>
          Retry
        </Button>
      </Box>
    );
  }
  if (loading) {
    return (
      <Box sx={pill}>
        <CircularProgress size={22} aria-label="Loading images" />
      </Box>
    );
  }
  if (ended && empty) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          {narrowed ? FEED_TEXTS.noResults : FEED_TEXTS.noImagesYet}
        </Typography>
        <Typography variant="body2" sx={{ color: 'grey.400' }}>
          {narrowed ? FEED_TEXTS.tryAnother : FEED_TEXTS.comeBack}
        </Typography>
      </Box>
    );
  }
  if (ended) {
    return (
      <Typography variant="body2" sx={{ color: 'grey.400' }}>
        You have reached the end.
      </Typography>
    );
  }
  return null;
}

/** The end of the feed: loading, a failed page with its retry, nothing found, or the end. */
export function FeedFooter(props: FeedFooterProps) {
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
      {content(props)}
    </Box>
  );
}
