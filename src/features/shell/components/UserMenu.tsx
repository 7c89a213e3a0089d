import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Avatar,
  Box,
  Divider,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import { TermsSubmenu } from './TermsSubmenu';

export interface UserMenuProps {
  email?: string;
  collapsed: boolean;
  signingOut?: boolean;
  onSignOut: () => void;
}

/** The signed-in user's menu: e-mail, change password, Terms submenu, sign out (spec 1 §2.2). */
export function UserMenu({ email, collapsed, signingOut, onSignOut }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const initial = (email?.trim()[0] ?? '?').toUpperCase();
  return (
    <>
      <ListItemButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
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
            primary={email ?? 'My account'}
            slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
            sx={{ ml: 1.25 }}
          />
        )}
      </ListItemButton>
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ list: { 'aria-label': 'Account' } }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
          <Typography variant="caption" color="text.secondary">
            Signed in as
          </Typography>
          <Typography variant="body2" noWrap title={email}>
            {email ?? '…'}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/change-password" onClick={close}>
          <ListItemIcon>
            <LockResetOutlinedIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary="Change password" />
        </MenuItem>
        <TermsSubmenu onNavigate={close} />
        <Divider />
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlinedIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary="Sign out" />
        </MenuItem>
      </Menu>
    </>
  );
}
