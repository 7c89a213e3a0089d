import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { AppDialog } from '@/components/AppDialog';
import type { FormApi } from '@/hooks/useForm';
import { useAdminAction } from '../hooks/useAdminAction';
import { useAdminT } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  /** Text, or text quoting content (`withContent`). */
  title: ReactNode;
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
  const t = useAdminT();
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
            {t('admin.cancel')}
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

export interface FormDialogProps extends Omit<
  ConfirmDialogProps,
  'open' | 'busy' | 'onConfirm' | 'onCancel' | 'confirmLabel'
> {
  /** The dialog's useForm: the confirm button submits it and spins while it is in flight. */
  form: Pick<FormApi<object>, 'handleSubmit' | 'submitting'>;
  confirmLabel?: string;
  onClose: () => void;
}

/** An admin form in a dialog (edit a category, record tracking, review): Save (or Enter) submits its useForm. */
export function FormDialog({ form, confirmLabel, onClose, ...props }: FormDialogProps) {
  const t = useAdminT();
  return (
    <ConfirmDialog
      open
      confirmLabel={confirmLabel ?? t('admin.save')}
      busy={form.submitting}
      onConfirm={() => void form.handleSubmit()}
      onCancel={onClose}
      {...props}
    />
  );
}

export interface RemoveDialogProps {
  title: string;
  confirmLabel: string;
  /** The removal (a mutation's `unwrap()`); the dialog owns its toasts and closes once it succeeded. */
  remove: () => Promise<unknown>;
  /** The success toast ('Image deleted'). */
  done: string;
  onClose: () => void;
  /** The sentence that says what goes. */
  children: ReactNode;
}

/** Confirms a removal that cannot be undone: red action, spinner while it runs, stays open (and says why) if it failed. */
export function RemoveDialog({ title, confirmLabel, remove, done, onClose, children }: RemoveDialogProps) {
  const { run, busy } = useAdminAction();
  return (
    <ConfirmDialog
      open
      destructive
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void run(remove, done).then((ok) => ok && onClose())}
    >
      {children}
    </ConfirmDialog>
  );
}
