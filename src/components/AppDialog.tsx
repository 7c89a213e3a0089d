import { trackFocusForDialogs } from './dialogOpener';
import { lazyOverlay } from './lazyOverlay';
import type { AppDialogProps } from './AppDialogFrame';

export type { AppDialogProps } from './AppDialogFrame';

/**
 * The one dialog (docs/architecture.md, "Forms and dialogs"): a title, a ✕ that is always there, Escape and Back
 * close it, actions stay at the bottom while the content scrolls, focus goes back to the opener. Full screen on
 * phones through the theme (src/theme/customizations/phoneDialogs.ts), never per dialog. Its code (MUI's Dialog,
 * Modal, focus trap and backdrop) loads when a dialog first opens, so a screen does not download it to show
 * closed dialogs.
 */
// Where focus was before the first dialog's code arrives is known only if it is watched from the start.
trackFocusForDialogs();

export const AppDialog = lazyOverlay<AppDialogProps>(() => import('./AppDialogFrame'), 'AppDialog');
