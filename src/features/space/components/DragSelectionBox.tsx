import { accent } from '@/theme/tokens';
import Box from '@mui/material/Box';
import type { Box as SelectionBox } from '../selection';

/** Draws the drag-selection box (viewport coordinates from useSelection's `dragBox`); nothing while idle. */
export function DragSelectionBox({ box }: { box: SelectionBox | null }) {
  if (!box) return null;
  return (
    <Box
      aria-hidden
      sx={{
        position: 'fixed',
        zIndex: 'modal',
        left: box.left,
        top: box.top,
        width: box.right - box.left,
        height: box.bottom - box.top,
        border: `1px solid ${accent.main}`,
        bgcolor: 'rgba(106, 46, 224, 0.12)',
        pointerEvents: 'none',
      }}
    />
  );
}
