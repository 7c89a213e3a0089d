import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { FEED_GAP_PX } from '../constants';

/** Heights cycle so the placeholder reads as a masonry while page 1 loads. */
const HEIGHTS = [320, 240, 380, 280, 340, 260, 300, 360, 220, 310];

export function FeedSkeleton({ columns }: { columns: number }) {
  return (
    <Box
      aria-hidden
      data-testid="feed-skeleton"
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: `${FEED_GAP_PX}px` }}
    >
      {Array.from({ length: columns }, (_, column) => (
        <Box key={column} sx={{ display: 'grid', gap: `${FEED_GAP_PX}px`, alignContent: 'start' }}>
          {[0, 1, 2].map((row) => (
            <Skeleton
              key={row}
              variant="rectangular"
              height={HEIGHTS[(column * 3 + row) % HEIGHTS.length]}
              sx={{ bgcolor: 'grey.800' }}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
