import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { FEED_GAP_PX } from '../constants';
import { FEED_COLUMN_STEPS, MIN_FEED_COLUMNS, minWidthQuery } from '../feedColumns';

/** Heights cycle so the placeholder reads as a masonry while page 1 loads. */
const HEIGHTS = [320, 240, 380, 280, 340, 260, 300, 360, 220, 310];

const MAX_COLUMNS = Math.max(...FEED_COLUMN_STEPS.map(([, columns]) => columns));

/**
 * The feed's column count by CSS, narrowest first (spec 1 §2.3's steps in feedColumns.ts): no JS needed, so the
 * page rendered ahead of time shows every window its own count. Every column is drawn; those past the window's
 * count are hidden.
 */
const gridSx = Object.fromEntries(
  [...FEED_COLUMN_STEPS].reverse().map(([minWidth, columns]) => [
    `@media ${minWidthQuery(minWidth)}`,
    {
      gridTemplateColumns: `repeat(${columns}, 1fr)`,
      [`& > :nth-of-type(-n + ${columns})`]: { display: 'grid' },
    },
  ]),
);

export function FeedSkeleton() {
  return (
    <Box
      aria-hidden
      data-testid="feed-skeleton"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${MIN_FEED_COLUMNS}, 1fr)`,
        gap: `${FEED_GAP_PX}px`,
        '& > *': { display: 'none', gap: `${FEED_GAP_PX}px`, alignContent: 'start' },
        [`& > :nth-of-type(-n + ${MIN_FEED_COLUMNS})`]: { display: 'grid' },
        ...gridSx,
      }}
    >
      {Array.from({ length: MAX_COLUMNS }, (_, column) => (
        <div key={column}>
          {[0, 1, 2].map((row) => (
            <Skeleton
              key={row}
              variant="rectangular"
              height={HEIGHTS[(column * 3 + row) % HEIGHTS.length]}
              sx={{ bgcolor: 'grey.800' }}
            />
          ))}
        </div>
      ))}
    </Box>
  );
}
