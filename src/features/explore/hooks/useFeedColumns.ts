import useMediaQuery from '@mui/material/useMediaQuery';
import { FEED_COLUMN_STEPS, minWidthQuery } from '../feedColumns';

const [LARGE, XL, LG] = FEED_COLUMN_STEPS;

/** Spec 1 §2.3: 5 columns on large screens, 4 at xl, 3 at lg, otherwise 2 (the steps in feedColumns.ts). */
export function useFeedColumns(): number {
  const matches = [
    useMediaQuery(minWidthQuery(LARGE[0]), { noSsr: true }),
    useMediaQuery(minWidthQuery(XL[0]), { noSsr: true }),
    useMediaQuery(minWidthQuery(LG[0]), { noSsr: true }),
  ];
  const index = matches.indexOf(true);
  return index === -1 ? 2 : FEED_COLUMN_STEPS[index][1];
}
