import { Suspense } from 'react';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { usePreloadWhenIdle } from '../hooks/usePreloadWhenIdle';
import { useShellData } from '../hooks/useShellData';
import { SideNavView } from './SideNavView';

// Drawer, Modal, FocusTrap and Backdrop stay out of the initial bundle; phones fetch them once idle.
const NavDrawer = lazyWithPreload(() => import('./NavDrawer'));
const preloadDrawer = () => void NavDrawer.preload();

export interface SideNavProps {
  collapsed: boolean;
  /** The logo's extra duty (resetting the gallery scroll) comes from the app layer. */
  onHome: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
  /** Phones: the navigation is a modal drawer instead of the rail, always the full 240 px navigation. */
  drawer?: { open: boolean; onClose: () => void };
}

/** The side navigation with its data: user e-mail, balance and running-task badges. */
export function SideNav({ drawer, ...props }: SideNavProps) {
  const data = useShellData();
  const mounted = useOpenedOnce(Boolean(drawer?.open));
  usePreloadWhenIdle(preloadDrawer, Boolean(drawer));
  if (!drawer) return <SideNavView {...data} {...props} />;
  return mounted ? (
    <Suspense fallback={null}>
      <NavDrawer open={drawer.open} onClose={drawer.onClose}>
        <SideNavView {...data} {...props} collapsed={false} />
      </NavDrawer>
    </Suspense>
  ) : null;
}
