import type { MenuProps } from '@mui/material/Menu';
import { lazyOverlay } from './lazyOverlay';

/** MUI's Menu for MUI's Select (scripts/lazyOverlays.ts points its import here). */
const Menu = lazyOverlay<MenuProps>(() => import('@mui/material/Menu'), 'Menu');
export default Menu;
