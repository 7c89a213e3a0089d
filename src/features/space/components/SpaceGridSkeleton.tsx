import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CARD_GAP, CARD_MIN_WIDTH } from '../constants';
import { useSpaceT } from '../i18n';

/** The first page loading: placeholder cards in the grid's geometry, so nothing jumps. */
export function SpaceGridSkeleton({ label }: { label: string }) {
  const t = useSpaceT();
  return (
    <Box
      role="status"
      aria-label={t('space.loading', { label })}
      aria-busy="true"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${CARD_MIN_WIDTH}px, 1fr))`,
        gap: `${CARD_GAP}px`,
      }}
    >
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1' }} />
      ))}
    </Box>
  );
}
