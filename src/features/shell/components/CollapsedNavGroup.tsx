import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ClickAwayListener,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  MenuList,
  Paper,
  Popper,
} from '@mui/material';
import type { NavGroup, NavKey, NavLinkItem } from '../navItems';
import { NAV_ICONS } from './navIcons';
import { RunningTaskBadge } from './RunningTaskBadge';

// Long enough to travel from the icon to the popover without it vanishing.
const CLOSE_DELAY_MS = 150;

export interface CollapsedNavGroupProps {
  group: NavGroup;
  activeKey?: NavKey;
  badges: Partial<Record<NavKey, number>>;
  onGatedClick?: (item: NavLinkItem) => void;
}

/** A submenu of the collapsed sider: opens on hover (and on click or Enter) as a popover. */
export function CollapsedNavGroup({ group, activeKey, badges, onGatedClick }: CollapsedNavGroupProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // Hover must not steal keyboard focus; a click or Enter moves focus into the menu.
  const [focusMenu, setFocusMenu] = useState(false);
  const menuId = useId();
  const groupActive = group.children.some((item) => item.key === activeKey);
  const groupBadge = group.children.reduce((sum, item) => sum + (badges[item.key] ?? 0), 0);

  const show = (withFocus = false) => {
    window.clearTimeout(closeTimer.current);
    setFocusMenu(withFocus);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const close = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  };
  // Escape closes the popover wherever focus is, also when it was opened by hovering.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      window.clearTimeout(closeTimer.current);
      setOpen(false);
      anchor.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const choose = (event: MouseEvent, item: NavLinkItem) => {
    if (onGatedClick) {
      event.preventDefault();
      onGatedClick(item);
    }
    close();
  };

  return (
    <>
      <ListItemButton
        ref={anchor}
        selected={groupActive}
        aria-label={group.label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onMouseEnter={() => show()}
        onMouseLeave={hideSoon}
        onClick={() => (open && focusMenu ? close() : show(true))}
        sx={{ minHeight: 44, borderRadius: 1, mx: 1, width: 'auto', px: 1.5, justifyContent: 'center' }}
      >
        <ListItemIcon sx={{ minWidth: 0, color: groupActive ? 'primary.main' : 'inherit' }}>
          <RunningTaskBadge count={groupBadge}>{NAV_ICONS[group.key]}</RunningTaskBadge>
        </ListItemIcon>
      </ListItemButton>
      <Popper open={open} anchorEl={anchor.current} placement="right-start" sx={{ zIndex: 'modal' }}>
        <ClickAwayListener
          onClickAway={(event) => {
            if (!anchor.current?.contains(event.target as Node)) close();
          }}
        >
          <Paper
            elevation={8}
            onMouseEnter={() => show(focusMenu)}
            onMouseLeave={hideSoon}
            sx={{ ml: 1, minWidth: 220 }}
          >
            <MenuList
              id={menuId}
              autoFocusItem={focusMenu}
              aria-label={group.label}
              subheader={<ListSubheader component="div">{group.label}</ListSubheader>}
            >
              {group.children.map((item) => (
                <MenuItem
                  key={item.key}
                  component={RouterLink}
                  to={item.to}
                  selected={activeKey === item.key}
                  onClick={(event: MouseEvent) => choose(event, item)}
                >
                  <ListItemIcon>
                    <RunningTaskBadge count={badges[item.key]}>{NAV_ICONS[item.key]}</RunningTaskBadge>
                  </ListItemIcon>
                  <ListItemText primary={item.label} />
                </MenuItem>
              ))}
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}
