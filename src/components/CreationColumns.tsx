import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CreationColumnsProps {
  /**
   * The panel's column beside the viewer, in px, from `lg` (modeling's generator and video); without it the
   * marketing split from `md`: the viewer three fifths, the panel two (never under 300 px).
   */
  panelWidth?: number;
  /** The viewer, then the panel (under the viewer on narrower screens). */
  children: ReactNode;
}

const ONE_COLUMN = 'minmax(0, 1fr)';

/** A creation screen's two columns: the results viewer and the panel that makes them. */
export function CreationColumns({ panelWidth, children }: CreationColumnsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        ...(panelWidth
          ? { minWidth: 0, gridTemplateColumns: { xs: ONE_COLUMN, lg: `${ONE_COLUMN} ${panelWidth}px` } }
          : {
              minHeight: 0,
              gridTemplateColumns: { xs: ONE_COLUMN, md: 'minmax(0, 3fr) minmax(300px, 2fr)' },
            }),
      }}
    >
      {children}
    </Box>
  );
}
