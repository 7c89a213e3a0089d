import type { DialogProps } from '@mui/material/Dialog';
import { lazyOverlay } from './lazyOverlay';

/** MUI's Dialog (with its backdrop) wherever the app uses it (scripts/lazyOverlays.ts points the import here). */
const Dialog = lazyOverlay<DialogProps>(() => import('@mui/material/Dialog'), 'Dialog');
export default Dialog;
