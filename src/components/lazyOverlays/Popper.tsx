import type { PopperProps } from '@mui/material/Popper';
import { lazyOverlay } from './lazyOverlay';

/** MUI's Popper (with Popper.js) for MUI's Tooltip and Autocomplete (scripts/lazyOverlays.ts points their import here). */
const Popper = lazyOverlay<PopperProps>(() => import('@mui/material/Popper'), 'Popper');
export default Popper;
