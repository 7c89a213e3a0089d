import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CreationColumnsProps {
  /** The panel's width beside the canvas, in px (360 unless the screen needs more room for its choices). */
  panelWidth?: number;
  /** From which width the panel stands beside the canvas (under it, as a sheet, before). */
  sideFrom?: 'md' | 'lg';
  /** The canvas (the results viewer), then the panel that makes them (a CreationPanel). */
  children: ReactNode;
}

const ONE_COLUMN = 'minmax(0, 1fr)';

/**
 * A creation screen as a canvas (issue 43): the result is the hero, taking every pixel the compact side panel
 * leaves; on phones the panel follows the canvas as a bottom sheet whose Generate stays at the screen's foot.
 */
export function CreationColumns({ panelWidth = 360, sideFrom = 'md', children }: CreationColumnsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        minWidth: 0,
        minHeight: 0,
        alignItems: 'start',
        gridTemplateColumns: { xs: ONE_COLUMN, [sideFrom]: `${ONE_COLUMN} ${panelWidth}px` },
      }}
    >
      {children}
    </Box>
  );
}
