import List from '@mui/material/List';
import { isNavGroup, NAV_ENTRIES, type NavKey, type NavLinkItem } from '../navItems';
import { CollapsedNavGroup } from './CollapsedNavGroup';
import { NavGroupSection } from './NavGroupSection';
import { NavItemButton } from './NavItemButton';

export interface NavMenuProps {
  activeKey?: NavKey;
  collapsed: boolean;
  badges: Partial<Record<NavKey, number>>;
  /** Set for visitors: gated items call it instead of navigating. */
  onGatedClick?: (item: NavLinkItem) => void;
}

/** Explore, Create, Collection and Lab, in the order of spec 1 §2.2. */
export function NavMenu({ activeKey, collapsed, badges, onGatedClick }: NavMenuProps) {
  return (
    <List component="ul" disablePadding sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {NAV_ENTRIES.map((entry) => (
        <li key={entry.key}>
          {isNavGroup(entry) ? (
            collapsed ? (
              <CollapsedNavGroup
                group={entry}
                activeKey={activeKey}
                badges={badges}
                onGatedClick={onGatedClick}
              />
            ) : (
              <NavGroupSection
                group={entry}
                activeKey={activeKey}
                badges={badges}
                onGatedClick={onGatedClick}
              />
            )
          ) : (
            <NavItemButton
              item={entry}
              collapsed={collapsed}
              active={activeKey === entry.key}
              badge={badges[entry.key]}
              onGatedClick={entry.needsAgreement ? onGatedClick : undefined}
            />
          )}
        </li>
      ))}
    </List>
  );
}
