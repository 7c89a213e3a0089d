import { Suspense } from 'react';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { ShownWhere } from '@/components/ShownWhere';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { usePreloadWhenIdle } from '../hooks/usePreloadWhenIdle';
import { useShellData } from '../hooks/useShellData';
import { navForms } from '../navForms';
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
  /** The window is not known (a page rendered ahead of time): the rail and the sider, each shown by CSS (navForms). */
  byWidth?: boolean;
}

/** The side navigation with its data: user e-mail, balance and running-task badges. */
export function SideNav({ drawer, byWidth = false, ...props }: SideNavProps) {
  const data = useShellData();
  const mounted = useOpenedOnce(Boolean(drawer?.open));
  usePreloadWhenIdle(preloadDrawer, Boolean(drawer));
  if (!drawer) {
    const forms = navForms({ collapsed: props.collapsed, drawer: false, byWidth });
    return forms.map(({ form, media }) =>
      form === 'drawer' ? null : (
        <ShownWhere key={form} media={media}>
          <SideNavView {...data} {...props} collapsed={form === 'rail'} />
        </ShownWhere>
      ),
    );
  }
  return mounted ? (
    <Suspense fallback={null}>
      <NavDrawer open={drawer.open} onClose={drawer.onClose}>
        <SideNavView {...data} {...props} collapsed={false} />
      </NavDrawer>
    </Suspense>
  ) : null;
}
