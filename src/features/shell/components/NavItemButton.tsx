import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { NavLinkItem } from '../navItems';
import { NAV_ICONS } from './navIcons';
import { RunningTaskBadge } from './RunningTaskBadge';
import { LazyTooltip } from '@/components/LazyTooltip';
import { navRowSx } from '../constants';
import { useShellT } from '../i18n';

export interface NavItemButtonProps {
  item: NavLinkItem;
  active: boolean;
  collapsed: boolean;
  badge?: number;
  nested?: boolean;
  /** Called instead of navigating when the visitor must first agree to the terms. */
  onGatedClick?: (item: NavLinkItem) => void;
}

/** One navigation link: icon, label (tooltip when collapsed), running-task badge. */
export function NavItemButton({ item, active, collapsed, badge, nested, onGatedClick }: NavItemButtonProps) {
  const t = useShellT();
  const label = t(item.label);
  const handleClick = (event: MouseEvent) => {
    if (!onGatedClick) return;
    event.preventDefault();
    onGatedClick(item);
  };
  return (
    // Always wrapped (an empty title while expanded), so once the hint's code is here collapsing never remounts the link.
    <LazyTooltip title={collapsed ? label : ''} placement="right">
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        // Collapsed, the label is all a screen reader gets, so the running-task count joins it.
        aria-label={collapsed ? (badge ? t('shell.nav.running', { label, count: badge }) : label) : undefined}
        onClick={handleClick}
        // A nested item (a group's page) indents by 16 px, keeps 8 px on its right and reads a step smaller (13 px),
        // so the longest label ('Pre-production & Presale', issue 43) fits the 240 px navigation on one line with
        // room to spare; a longer one (another language) still wraps.
        sx={{ ...navRowSx(collapsed), ...(nested && !collapsed ? { pl: 2, pr: 1 } : {}) }}
      >
        <ListItemIcon
          sx={{ minWidth: collapsed ? 0 : nested ? 30 : 34, color: active ? 'primary.main' : 'inherit' }}
        >
          <RunningTaskBadge count={badge}>{NAV_ICONS[item.key]}</RunningTaskBadge>
        </ListItemIcon>
        {!collapsed && (
          <ListItemText
            primary={label}
            slotProps={{
              primary: {
                variant: 'body2',
                sx: { fontWeight: 500, lineHeight: 1.3, ...(nested ? { fontSize: '0.8125rem' } : {}) },
              },
            }}
          />
        )}
      </ListItemButton>
    </LazyTooltip>
  );
}
