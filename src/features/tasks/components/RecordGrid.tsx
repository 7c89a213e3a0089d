import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { VERTICAL_RATIOS } from '../constants';

export const isVerticalRatio = (ratio: unknown) =>
  typeof ratio === 'string' && VERTICAL_RATIOS.includes(ratio);

/** Spec 2 §2: vertical ratios (1:1, 9:16, 3:4, 2:3) sit in four columns, wide ones in two. */
export function RecordGrid({ ratio, children }: { ratio?: string | null; children: ReactNode }) {
  const columns = isVerticalRatio(ratio ?? '1:1') ? 4 : 2;
  return (
    <Box
      data-columns={columns}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}
