import { useMediaQuery, useTheme } from '@mui/material';
import { LARGE_SCREEN_MIN_WIDTH } from '@/theme';

/** Spec 1 §2.3: 5 columns on large screens, 4 at xl, 3 at lg, otherwise 2. */
export function useFeedColumns(): number {
  const theme = useTheme();
  const large = useMediaQuery(`(min-width:${LARGE_SCREEN_MIN_WIDTH}px)`, { noSsr: true });
  const xl = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const lg = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  if (large) return 5;
  if (xl) return 4;
  if (lg) return 3;
  return 2;
}
