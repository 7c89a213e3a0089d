import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box, { type BoxProps } from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { TermsSubmenu } from './TermsSubmenu';
import { paths } from '@/utils/paths';
import { switchLanguage } from '@/i18n';
import { useShellT } from '../i18n';

export interface UserMenuPopupProps {
  anchor: HTMLElement | null;
  email?: string;
  /** Admins get an entry into the admin area. */
  isAdmin?: boolean;
  signingOut?: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

// The settings dialog is fetched when it is first opened.
const NotificationSettingsDialog = lazy(() =>
  import('@/components/NotificationSettings').then((module) => ({
    default: module.NotificationSettingsDialog,
  })),
);

/**
 * Who is signed in, at the top of the menu. The menu list hands its first child the focus props (`tabIndex`,
 * `autoFocus`); they go on to the box as before.
 */
function SignedInAs({ email, ...focusProps }: { email?: string } & BoxProps) {
  const t = useShellT();
  return (
    <Box {...focusProps} sx={{ px: 2, py: 1, maxWidth: 260 }}>
      <Typography variant="caption" color="textSecondary">
        {t('shell.signedInAs')}
      </Typography>
      <Typography variant="body2" noWrap title={email} translate={email ? 'no' : undefined}>
        {email ?? '…'}
      </Typography>
    </Box>
  );
}

/** The user menu's popup, a lazy chunk of its own (MUI Menu, Popover, Modal) loaded by UserMenu. */
export function UserMenuPopup({
  anchor,
  email,
  isAdmin,
  signingOut,
  onClose,
  onSignOut,
}: UserMenuPopupProps) {
  const t = useShellT();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ list: { 'aria-label': t('shell.account') } }}
      >
        <SignedInAs email={email} />
        <Divider />
        <MenuItem component={RouterLink} to={paths.changePassword()} onClick={onClose}>
          <ListItemIcon>
            <LockResetOutlinedIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('shell.changePassword')} />
        </MenuItem>
        {/* Spec 3 §2.7: the stored language setting, also switchable on the plans page. */}
        <MenuItem onClick={() => void switchLanguage(t.language === 'en' ? 'zh' : 'en')}>
          <ListItemIcon>
            <TranslateOutlinedIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('shell.language')} secondary={t('shell.switchLanguage')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            setSettingsOpen(true);
          }}
        >
          <ListItemIcon>
            <NotificationsNoneOutlinedIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('shell.notifications')} />
        </MenuItem>
        {isAdmin && (
          <MenuItem component={RouterLink} to={paths.admin()} onClick={onClose}>
            <ListItemIcon>
              <AdminPanelSettingsOutlinedIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t('shell.admin')} />
          </MenuItem>
        )}
        <TermsSubmenu onNavigate={onClose} />
        <Divider />
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            onClose();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlinedIcon fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('shell.signOut')} />
        </MenuItem>
      </Menu>
      {settingsOpen && (
        <Suspense fallback={null}>
          <NotificationSettingsDialog open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
