import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Its children only where the window matches `media` (a CSS media query), laid out as if the wrapper were absent;
 * with no `media`, simply its children. For a part a page rendered ahead of time draws in more than one form, one
 * per range of widths (the side navigation's drawer button, rail and sider).
 */
export function ShownWhere({ media, children }: { media?: string; children: ReactNode }) {
  if (!media) return children;
  return <Box sx={{ display: 'none', [`@media ${media}`]: { display: 'contents' } }}>{children}</Box>;
}
