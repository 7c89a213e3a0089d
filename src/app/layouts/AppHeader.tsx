import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MenuOpenIcon from '@mui/icons-material/MenuOpenOutlined';
import MenuIcon from '@mui/icons-material/MenuOutlined';
import { ShownWhere } from '@/components/ShownWhere';
import { NAV_DRAWER_ID, navForms, useShellT, type NavFormName } from '@/features/shell';
import { HEADER_HEIGHT } from '@/theme/layout';
import { useRouteTitle } from './routeHandle';

export interface AppHeaderProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Phones: the menu button opens the navigation drawer instead of toggling the rail. */
  drawer?: { open: boolean; onOpen: () => void };
  /** The window is not known (a page rendered ahead of time): a menu button per width, each shown by CSS. */
  byWidth?: boolean;
}

/** The layout header: the sider toggle and the current screen's name. */
export function AppHeader({ collapsed, onToggleCollapsed, drawer, byWidth = false }: AppHeaderProps) {
  const t = useShellT();
  const title = useRouteTitle();
  const menuButton = (form: NavFormName) => {
    const opensDrawer = form === 'drawer';
    const rail = form === 'rail';
    return (
      <IconButton
        onClick={opensDrawer ? drawer?.onOpen : onToggleCollapsed}
        aria-label={t(opensDrawer ? 'shell.nav.open' : rail ? 'shell.nav.expand' : 'shell.nav.collapse')}
        aria-expanded={opensDrawer ? Boolean(drawer?.open) : !rail}
        aria-controls={opensDrawer && drawer?.open ? NAV_DRAWER_ID : undefined}
      >
        {form === 'sider' ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
    );
  };
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
      {navForms({ collapsed, drawer: Boolean(drawer), byWidth }).map(({ form, media }) => (
        <ShownWhere key={form} media={media}>
          {menuButton(form)}
        </ShownWhere>
      ))}
      {title && (
        <Typography component="div" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
      )}
    </Box>
  );
}
