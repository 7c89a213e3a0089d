import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MenuOpenIcon from '@mui/icons-material/MenuOpenOutlined';
import MenuIcon from '@mui/icons-material/MenuOutlined';
import { NAV_DRAWER_ID, useShellT } from '@/features/shell';
import { HEADER_HEIGHT } from '@/theme/layout';
import { useRouteTitle } from './routeHandle';

export interface AppHeaderProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Phones: the menu button opens the navigation drawer instead of toggling the rail. */
  drawer?: { open: boolean; onOpen: () => void };
}

/** The layout header: the sider toggle and the current screen's name. */
export function AppHeader({ collapsed, onToggleCollapsed, drawer }: AppHeaderProps) {
  const t = useShellT();
  const title = useRouteTitle();
  return (
    <Box
      component="header"
      sx={{
        height: HEADER_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
      }}
    >
      <IconButton
        onClick={drawer ? drawer.onOpen : onToggleCollapsed}
        aria-label={t(drawer ? 'shell.nav.open' : collapsed ? 'shell.nav.expand' : 'shell.nav.collapse')}
        aria-expanded={drawer ? drawer.open : !collapsed}
        aria-controls={drawer?.open ? NAV_DRAWER_ID : undefined}
      >
        {drawer || collapsed ? <MenuIcon /> : <MenuOpenIcon />}
      </IconButton>
      {title && (
        <Typography component="div" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
      )}
    </Box>
  );
}
