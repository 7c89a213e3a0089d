// The app frame's public surface: side navigation, its state, the header's texts and the data every screen shows.
export { SideNav } from './components/SideNav';
export { NAV_DRAWER_ID } from './constants';
export { navForms, type NavFormName } from './navForms';
export { useKeepBalanceFresh } from './hooks/useKeepBalanceFresh';
export { useNavDrawer } from './hooks/useNavDrawer';
export { useSiderCollapsed } from './hooks/useSiderCollapsed';
export { shellT, useShellT } from './i18n';
export { prefetchShellData } from './prefetchShellData';
export { DRAWN_AHEAD_SHELL, shellSlice } from './shellSlice';
