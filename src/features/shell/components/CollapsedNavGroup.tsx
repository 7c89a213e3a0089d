import { Suspense, useEffect, useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import type { NavGroup, NavKey, NavLinkItem } from '../navItems';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { usePreloadWhenIdle } from '../hooks/usePreloadWhenIdle';
import { NAV_ICONS } from './navIcons';
import { RunningTaskBadge } from './RunningTaskBadge';
import { navRowSx } from '../constants';
import { useShellT } from '../i18n';

// Popper (and @popperjs/core), MenuList and MenuItem load once the collapsed sider is idle, or on focus.
const CollapsedNavPopover = lazyWithPreload(() =>
  import('./CollapsedNavPopover').then((module) => ({ default: module.CollapsedNavPopover })),
);
const preload = () => void CollapsedNavPopover.preload();

// Long enough to travel from the icon to the popover without it vanishing.
const CLOSE_DELAY_MS = 150;

export interface CollapsedNavGroupProps {
  group: NavGroup;
  activeKey?: NavKey;
  badges: Partial<Record<NavKey, number>>;
  onGatedClick?: (item: NavLinkItem) => void;
}

/**
 * A popover that opens on hover (closing a moment after the pointer leaves, so it can travel to it) or on click or
 * Enter (which move focus into it); Escape closes it wherever focus is and returns focus to its anchor.
 */
function useHoverPopover(anchor: RefObject<HTMLDivElement | null>) {
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // Hover must not steal keyboard focus; a click or Enter moves focus into the menu.
  const [focusMenu, setFocusMenu] = useState(false);

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
  }, [open, anchor]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  return { open, focusMenu, show, hideSoon, close };
}

/** A submenu of the collapsed sider: opens on hover (and on click or Enter) as a popover. */
export function CollapsedNavGroup({ group, activeKey, badges, onGatedClick }: CollapsedNavGroupProps) {
  const t = useShellT();
  const anchor = useRef<HTMLDivElement>(null);
  const { open, focusMenu, show, hideSoon, close } = useHoverPopover(anchor);
  const mounted = useOpenedOnce(open);
  usePreloadWhenIdle(preload);
  const menuId = useId();
  const groupActive = group.children.some((item) => item.key === activeKey);
  const groupBadge = group.children.reduce((sum, item) => sum + (badges[item.key] ?? 0), 0);

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
        aria-label={t(group.label)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onFocus={preload}
        onMouseEnter={() => show()}
        onMouseLeave={hideSoon}
        onClick={() => (open && focusMenu ? close() : show(true))}
        sx={navRowSx(true)}
      >
        <ListItemIcon sx={{ minWidth: 0, color: groupActive ? 'primary.main' : 'inherit' }}>
          <RunningTaskBadge count={groupBadge}>{NAV_ICONS[group.key]}</RunningTaskBadge>
        </ListItemIcon>
      </ListItemButton>
      {mounted && (
        <Suspense fallback={null}>
          <CollapsedNavPopover
            open={open}
            anchor={anchor.current}
            menuId={menuId}
            group={group}
            activeKey={activeKey}
            badges={badges}
            focusMenu={focusMenu}
            onMouseEnter={() => show(focusMenu)}
            onMouseLeave={hideSoon}
            onClickAway={close}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
