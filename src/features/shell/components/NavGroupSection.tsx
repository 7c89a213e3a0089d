import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLessOutlined';
import ExpandMore from '@mui/icons-material/ExpandMoreOutlined';
import type { NavGroup, NavKey, NavLinkItem } from '../navItems';
import { NAV_ICONS } from './navIcons';
import { NavItemButton } from './NavItemButton';
import { navRowSx } from '../constants';
import { useShellT } from '../i18n';

export interface NavGroupSectionProps {
  group: NavGroup;
  activeKey?: NavKey;
  badges: Partial<Record<NavKey, number>>;
  onGatedClick?: (item: NavLinkItem) => void;
}

/** An inline, collapsible submenu of the expanded sider; open by default. */
export function NavGroupSection({ group, activeKey, badges, onGatedClick }: NavGroupSectionProps) {
  const t = useShellT();
  const [open, setOpen] = useState(true);
  const listId = `nav-group-${group.key}`;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        sx={navRowSx(false)}
      >
        <ListItemIcon sx={{ minWidth: 34 }}>{NAV_ICONS[group.key]}</ListItemIcon>
        <ListItemText
          primary={t(group.label)}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
        />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List id={listId} disablePadding aria-label={t(group.label)}>
          {group.children.map((item) => (
            <li key={item.key}>
              <NavItemButton
                item={item}
                nested
                collapsed={false}
                active={activeKey === item.key}
                badge={badges[item.key]}
                onGatedClick={onGatedClick}
              />
            </li>
          ))}
        </List>
      </Collapse>
    </>
  );
}
