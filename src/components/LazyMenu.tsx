import type { MenuProps } from '@mui/material/Menu';
import { lazyOverlay } from './lazyOverlay';

/**
 * MUI's Menu (with its Popover, Modal and focus trap), fetched when a menu of a creation screen first opens: those
 * screens show several closed menus ('Use in…', recipes) whose code would otherwise ride in the route's chunk.
 */
export const LazyMenu = lazyOverlay<MenuProps>(() => import('@mui/material/Menu'), 'Menu');
