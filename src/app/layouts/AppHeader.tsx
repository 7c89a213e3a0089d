import { Box, IconButton, Typography } from '@mui/material';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import { HEADER_HEIGHT } from '@/theme/layout';
import { useRouteTitle } from './routeHandle';

export interface AppHeaderProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** The layout header: the sider toggle and the current screen's name. */
export function AppHeader({ collapsed, onToggleCollapsed }: AppHeaderProps) {
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
        onClick={onToggleCollapsed}
        aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
        aria-expanded={!collapsed}
      >
        {collapsed ? <MenuIcon /> : <MenuOpenIcon />}
      </IconButton>
      {title && (
        <Typography component="div" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
      )}
    </Box>
  );
}
