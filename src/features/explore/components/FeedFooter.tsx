import type { ReactNode } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { FeedFailure } from '../hooks/useExploreFeed';

interface FeedFooterProps {
  loading: boolean;
  ended: boolean;
  empty: boolean;
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

function content({ loading, ended, empty, failure, onRetry }: FeedFooterProps): ReactNode {
  if (failure) {
    return (
      <Box role="alert" sx={pill}>
        <Typography variant="body2">
          {failure.retryInMs !== null
            ? `Couldn't load more images. Trying again in ${Math.round(failure.retryInMs / 1000)} s.`
            : "Couldn't load more images."}
        </Typography>
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
          No images found
        </Typography>
        <Typography variant="body2" sx={{ color: 'grey.400' }}>
          Try another category or search.
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
