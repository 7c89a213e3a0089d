import type { ModalProps } from '@mui/material/Modal';
import { lazyOverlay } from './lazyOverlay';

/** MUI's Modal for MUI's Dialog, Popover and Drawer (scripts/lazyOverlays.ts points their import here). */
const Modal = lazyOverlay<ModalProps>(() => import('@mui/material/Modal'), 'Modal');
export default Modal;
