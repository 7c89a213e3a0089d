import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useAppDispatch } from '@/app/hooks';
import { resetScroll } from '@/features/explore';
import { useSignOut } from '@/features/auth';
import { SideNav, useNavDrawer, useSiderCollapsed, shellT } from '@/features/shell';
import { AppHeader } from './AppHeader';
import { SkipToContent } from './SkipToContent';
import { TaskNoticesSlot } from './TaskNoticesSlot';
import { RouteOutlet } from './RouteOutlet';
import { paths } from '@/utils/paths';

const MAIN_ID = 'main-content';

/**
 * Spec 1 §2.1 layouts "base" and "tools": side navigation, header, page (the onboarding tour sits above every
 * layout, in RootLayout, so `?tour=1` starts it from any page). This is
 * also where features meet: the logo resets Explore's scroll, the user menu signs out through auth.
 */
const logoutFailed = () => shellT('shell.logoutFailed');

export function AppLayout({ variant }: { variant: 'base' | 'tools' }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { collapsed, toggle } = useSiderCollapsed();
  const navDrawer = useNavDrawer();
  // No window to ask (a page rendered ahead of time): every form of the navigation, CSS showing the window's.
  const byWidth = navDrawer.phone === undefined;
  const afterSignOut = useCallback(() => navigate(paths.signin()), [navigate]);
  const signOut = useSignOut(logoutFailed, afterSignOut);
  const goHome = useCallback(() => dispatch(resetScroll()), [dispatch]);

  return (
    <Box data-layout={variant} sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipToContent targetId={MAIN_ID} />
      <SideNav
        collapsed={collapsed}
        onHome={goHome}
        onSignOut={() => void signOut.trigger()}
        signingOut={signOut.isLoading}
        drawer={navDrawer.phone ? { open: navDrawer.open, onClose: navDrawer.closeDrawer } : undefined}
        byWidth={byWidth}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader
          collapsed={collapsed}
          onToggleCollapsed={toggle}
          drawer={navDrawer.phone ? { open: navDrawer.open, onOpen: navDrawer.openDrawer } : undefined}
          byWidth={byWidth}
        />
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
          <RouteOutlet />
        </Box>
        <TaskNoticesSlot />
      </Box>
    </Box>
  );
}
