import { useMediaQuery } from '@mui/material';

/** Autoplaying media stays off for users who ask the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
