import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TourOutlinedIcon from '@mui/icons-material/TourOutlined';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH, navRowSx } from '../constants';
import { activeNavKey, type NavKey, type NavLinkItem } from '../navItems';
import { CreditsBalance } from './CreditsBalance';
import { LazyTermsAgreementDialog } from './LazyTermsAgreementDialog';
import { NavLogo } from './NavLogo';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';
import { VisitorActions } from './VisitorActions';
import { signinRedirectUrl } from '@/utils/safeRedirect';
import { overlayEntryOnTop } from '@/hooks/useBackToClose';
import { LazyTooltip } from '@/components/LazyTooltip';
import { useShellT } from '../i18n';

export interface SideNavViewProps {
  collapsed: boolean;
  signedIn: boolean;
  email?: string;
  /** The user's role is `admin`: the account menu offers the admin area. */
  isAdmin?: boolean;
  points?: number;
  pointsLoading?: boolean;
  /** The balance could not be loaded: a retry in its place. */
  pointsFailed?: boolean;
  retryPoints?: () => unknown;
  badges: Partial<Record<NavKey, number>>;
  onHome: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
}

/** Spec 3 §2.9: the tour (re)starts on any page that carries ?tour=1. */
function useRestartTour() {
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    const params = new URLSearchParams(location.search);
    params.set('tour', '1');
    navigate({ pathname: location.pathname, search: `?${params.toString()}` });
  };
}

/** The Guide row: restarts the onboarding tour. */
function GuideRow({ collapsed }: { collapsed: boolean }) {
  const t = useShellT();
  const restartTour = useRestartTour();
  return (
    <LazyTooltip title={collapsed ? t('shell.guide') : ''} placement="right">
      <ListItemButton
        onClick={restartTour}
        aria-label={collapsed ? t('shell.guide') : undefined}
        sx={navRowSx(collapsed)}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36 }}>
          <TourOutlinedIcon aria-hidden />
        </ListItemIcon>
        {!collapsed && (
          <ListItemText
            primary={t('shell.guide')}
            slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }}
          />
        )}
      </ListItemButton>
    </LazyTooltip>
  );
}

/** The navigation's foot: Guide, the balance, and the user menu (or Log In / Sign Up for visitors). */
function SideNavFoot(props: SideNavViewProps) {
  const { collapsed, signedIn } = props;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, pb: 1.5 }}>
      <GuideRow collapsed={collapsed} />
      {signedIn && (
        <CreditsBalance
          points={props.points}
          loading={props.pointsLoading}
          failed={props.pointsFailed}
          onRetry={props.retryPoints}
          collapsed={collapsed}
        />
      )}
      <Divider sx={{ my: 0.5 }} />
      {signedIn ? (
        <UserMenu
          email={props.email}
          isAdmin={props.isAdmin}
          collapsed={collapsed}
          signingOut={props.signingOut}
          onSignOut={props.onSignOut}
        />
      ) : (
        <VisitorActions collapsed={collapsed} />
      )}
    </Box>
  );
}

/** The side navigation of spec 1 §2.2, fed entirely by props (SideNav loads them). */
export function SideNavView(props: SideNavViewProps) {
  const t = useShellT();
  const { collapsed, signedIn, onHome } = props;
  const location = useLocation();
  const navigate = useNavigate();
  const [gatedTarget, setGatedTarget] = useState<NavLinkItem | null>(null);

  return (
    <Box
      component="nav"
      aria-label={t('shell.nav.label')}
      sx={{
        width: collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <NavLogo collapsed={collapsed} onHome={onHome} />
      <Box sx={{ flex: 1, py: 1 }}>
        <NavMenu
          activeKey={activeNavKey(location.pathname)}
          collapsed={collapsed}
          badges={signedIn ? props.badges : {}}
          onGatedClick={signedIn ? undefined : setGatedTarget}
        />
      </Box>
      <SideNavFoot {...props} />
      <LazyTermsAgreementDialog
        open={gatedTarget !== null}
        preloadWhenIdle={!signedIn}
        onDisagree={() => setGatedTarget(null)}
        onAgree={() => {
          // Spec 1 §5: Agree goes to /signin; the item's own (constant) route comes back afterwards.
          const target = gatedTarget?.to ?? '/';
          setGatedTarget(null);
          navigate(signinRedirectUrl(target), { replace: overlayEntryOnTop() });
        }}
      />
    </Box>
  );
}
