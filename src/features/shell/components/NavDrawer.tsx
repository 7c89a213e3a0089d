import type { ReactNode } from 'react';
import { Dialog } from '@mui/material';
import { useBackToClose } from '@/hooks/useBackToClose';
import { NAV_DRAWER_ID } from '../constants';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phones' navigation drawer: a modal panel on the left (focus kept inside, Escape, Back or the backdrop closes
 * it). Built on the Dialog every overlay already shares a chunk with; MUI's Drawer would add its own modules to the
 * initial JS. Not an AppDialog: a side panel with no title or actions, whose ✕ would sit on the navigation's logo;
 * every link in it closes it. It shares AppDialog's Back behaviour.
 */
export default function NavDrawer({ open, onClose, children }: NavDrawerProps) {
  useBackToClose(open, onClose);
  return (
    <Dialog
      id={NAV_DRAWER_ID}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Navigation' } }}
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
    </Dialog>
  );
}
