import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { AppDialog } from '@/components/AppDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red confirm button: the action removes something. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Every admin action goes through one of these: a form or a sentence, Cancel, and the action (Enter confirms).
 * An AppDialog: full screen on phones, ✕, Escape and Back cancel without calling anything; nothing closes it while
 * the action is in flight.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onConfirm();
      }}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </AppDialog>
  );
}
