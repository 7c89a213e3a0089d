import { Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { usePreloadWhenIdle } from '../hooks/usePreloadWhenIdle';
import { useShellT } from '../i18n';

// Menu, Popover and Modal stay out of the initial bundle until the menu is first wanted.
const UserMenuPopup = lazyWithPreload(() =>
  import('./UserMenuPopup').then((module) => ({ default: module.UserMenuPopup })),
);
const preload = () => void UserMenuPopup.preload();

export interface UserMenuProps {
  email?: string;
  isAdmin?: boolean;
  collapsed: boolean;
  signingOut?: boolean;
  onSignOut: () => void;
}

/** The signed-in user's menu: e-mail, change password, Terms submenu, sign out (spec 1 §2.2). */
export function UserMenu({ email, isAdmin, collapsed, signingOut, onSignOut }: UserMenuProps) {
  const t = useShellT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mounted = useOpenedOnce(Boolean(anchor));
  usePreloadWhenIdle(preload);
  const initial = (email?.trim()[0] ?? '?').toUpperCase();
  return (
    <>
      <ListItemButton
        aria-label={t('shell.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          minHeight: 48,
          borderRadius: 1,
          mx: 1,
          width: 'auto',
          px: 1.25,
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
          {initial}
        </Avatar>
        {!collapsed && (
          <ListItemText
            // The account's address is the user's, not interface text.
            primary={email ? <span translate="no">{email}</span> : t('shell.myAccount')}
            slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
            sx={{ ml: 1.25 }}
          />
        )}
      </ListItemButton>
      {mounted && (
        <Suspense fallback={null}>
          <UserMenuPopup
            anchor={anchor}
            email={email}
            isAdmin={isAdmin}
            signingOut={signingOut}
            onClose={() => setAnchor(null)}
            onSignOut={onSignOut}
          />
        </Suspense>
      )}
    </>
  );
}
