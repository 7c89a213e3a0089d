import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { NavGroup, NavKey, NavLinkItem } from '../navItems';
import { NAV_ICONS } from './navIcons';
import { RunningTaskBadge } from './RunningTaskBadge';
import { useShellT } from '../i18n';

export interface CollapsedNavPopoverProps {
  open: boolean;
  anchor: HTMLElement | null;
  menuId: string;
  group: NavGroup;
  activeKey?: NavKey;
  badges: Partial<Record<NavKey, number>>;
  /** Whether the first item takes focus (click or Enter), not when merely hovered. */
  focusMenu: boolean;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onClickAway: () => void;
  onChoose: (event: MouseEvent, item: NavLinkItem) => void;
}

/** The popover of a collapsed submenu, a lazy chunk of its own (Popper, MenuList) loaded by CollapsedNavGroup. */
export function CollapsedNavPopover({
  open,
  anchor,
  menuId,
  group,
  activeKey,
  badges,
  focusMenu,
  onMouseEnter,
  onMouseLeave,
  onClickAway,
  onChoose,
}: CollapsedNavPopoverProps) {
  const t = useShellT();
  return (
    <Popper open={open} anchorEl={anchor} placement="right-start" sx={{ zIndex: 'modal' }}>
      <ClickAwayListener
        onClickAway={(event) => {
          if (!anchor?.contains(event.target as Node)) onClickAway();
        }}
      >
        <Paper
          elevation={8}
          onMouseEnter={onMouseEnter}
          onMouseLeave={onMouseLeave}
          sx={{ ml: 1, minWidth: 220 }}
        >
          <MenuList
            id={menuId}
            autoFocusItem={focusMenu}
            aria-label={t(group.label)}
            subheader={<ListSubheader component="div">{t(group.label)}</ListSubheader>}
          >
            {group.children.map((item) => (
              <MenuItem
                key={item.key}
                component={RouterLink}
                to={item.to}
                selected={activeKey === item.key}
                onClick={(event: MouseEvent) => onChoose(event, item)}
              >
                <ListItemIcon>
                  <RunningTaskBadge count={badges[item.key]}>{NAV_ICONS[item.key]}</RunningTaskBadge>
                </ListItemIcon>
                <ListItemText primary={t(item.label)} />
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
