import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import { useBackToClose } from '@/hooks/useBackToClose';
import { NAV_DRAWER_ID } from '../constants';
import { useShellT } from '../i18n';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phones' navigation drawer: a modal panel on the left (focus kept inside, Escape, Back or the backdrop closes
 * it). Built on the Dialog every overlay already shares a chunk with; MUI's Drawer would add its own modules to the
 * initial JS. Not an AppDialog (a side panel with no title or actions; every link in it closes it), but it keeps
 * AppDialog's promises: a ✕ beside the logo, Escape and Back close it.
 */
export default function NavDrawer({ open, onClose, children }: NavDrawerProps) {
  const t = useShellT();
  useBackToClose(open, onClose);
  return (
    <Dialog
      id={NAV_DRAWER_ID}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('shell.nav.drawer') } }}
      sx={{
        '& .MuiDialog-container': { justifyContent: 'flex-start' },
        '& .MuiDialog-paper': {
          m: 0,
          width: 'auto',
          maxWidth: '100%',
          height: '100%',
          maxHeight: '100%',
          borderRadius: 0,
        },
      }}
    >
      {children}
      <IconButton
        aria-label={t('shell.nav.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 4 }}
      >
        <CloseIcon />
      </IconButton>
    </Dialog>
  );
}
