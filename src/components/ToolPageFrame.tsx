import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material';
import { BELOW_HEADER_HEIGHT } from '@/theme/layout';

export interface ToolPageFrameProps {
  children: ReactNode;
  /** Extra layout of the frame itself (a grid of panes, padding). */
  sx?: SxProps<Theme>;
  /** Accessible name when the frame is a landmark of its own. */
  'aria-label'?: string;
}

/**
 * The box every tool page (inspiration, info, marketing, modeling, the production path) sits in:
 * from tablets up it fills the viewport below the header exactly and its panes scroll on their own
 * (give them `minHeight: 0; overflowY: auto`, and `tabIndex={0}` when a pane holds no control, so the keyboard can
 * scroll it); on phones it grows with its content and the page scrolls.
 */
export function ToolPageFrame({ children, sx, ...rest }: ToolPageFrameProps) {
  return (
    <Box
      {...rest}
      sx={[
        { height: { md: BELOW_HEADER_HEIGHT }, minWidth: 0, maxWidth: '100%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
