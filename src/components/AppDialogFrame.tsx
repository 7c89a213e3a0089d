import { useEffect, useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { DialogContentProps, DialogProps } from '@mui/material';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import { useBackToClose } from '@/hooks/useBackToClose';
import { useUiT } from '@/components/i18n';
import { dialogClosed, rememberOpener, type FocusFallback } from './dialogOpener';

export interface AppDialogProps extends Omit<
  DialogProps,
  'title' | 'onClose' | 'onSubmit' | 'fullScreen' | 'children' | 'aria-labelledby'
> {
  open: boolean;
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Every way out calls this: ✕, Escape, Back, the backdrop (when allowed). */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons kept at the bottom of the visible area while the content scrolls. */
  actions?: ReactNode;
  /** Makes the content and actions one form (Enter submits; give the primary action `type="submit"`). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name, when it needs one apart from the title. */
  formLabel?: string;
  /** A request is in flight: nothing closes the dialog until it settles (the ✕ is disabled). */
  busy?: boolean;
  /** A click on the backdrop closes; default: yes, except for forms (a stray click must not lose what was typed). */
  closeOnBackdrop?: boolean;
  /** The ✕'s accessible name. */
  closeLabel?: string;
  contentProps?: DialogContentProps;
  /**
   * Where focus goes on closing when no opener can take it (the dialog opened with the page, or its opener went away
   * or stays disabled): the control that opens it again.
   */
  returnFocusTo?: FocusFallback;
}

/**
 * Focus goes back where it came from. Before the focus trap moves focus in: who opened it. After MUI's own restore:
 * the opener again, if that failed, else `returnFocusTo`.
 */
function useFocusReturn(open: boolean, titleId: string, returnFocusTo: FocusFallback | undefined) {
  useLayoutEffect(() => {
    if (open) rememberOpener(titleId);
  }, [open, titleId]);
  const fallback = useRef(returnFocusTo);
  useEffect(() => {
    fallback.current = returnFocusTo;
  }, [returnFocusTo]);
  useEffect(() => {
    if (!open) return undefined;
    return () => dialogClosed(titleId, () => fallback.current?.());
  }, [open, titleId]);
}

/** AppDialog's dialog itself, in its own chunk (src/components/AppDialog.tsx loads it when a dialog first opens). */
export default function AppDialogFrame({
  open,
  title,
  onClose,
  children,
  actions,
  onSubmit,
  formLabel,
  busy = false,
  closeOnBackdrop = !onSubmit,
  closeLabel,
  contentProps,
  returnFocusTo,
  maxWidth = 'sm',
  fullWidth = true,
  ...dialogProps
}: AppDialogProps) {
  const t = useUiT();
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useBackToClose(open, close);
  useFocusReturn(open, titleId, returnFocusTo);

  const body = (
    <>
      <DialogContent {...contentProps}>{children}</DialogContent>
      {actions && <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>{actions}</DialogActions>}
    </>
  );

  return (
    <Dialog
      {...dialogProps}
      open={open}
      maxWidth={maxWidth}
      fullWidth={fullWidth}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && !closeOnBackdrop) return;
        close();
      }}
      aria-labelledby={titleId}
    >
      {/* The title carries the dialog's name (MUI gives it the labelled-by id); the ✕ sits beside it, not in it. */}
      <DialogTitle sx={{ pr: 7, overflowWrap: 'anywhere' }}>{title}</DialogTitle>
      <IconButton
        aria-label={closeLabel ?? t('ui.close')}
        onClick={close}
        disabled={busy}
        sx={{ position: 'absolute', top: 10, right: 10 }}
      >
        <CloseIcon />
      </IconButton>
      {onSubmit ? (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            // React bubbles events through portals: a dialog opened from this one must not submit this form too.
            event.stopPropagation();
            onSubmit(event);
          }}
          aria-label={formLabel}
          // The paper is a column whose content scrolls; the form takes its place in that column.
          sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
        >
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
