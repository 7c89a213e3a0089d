import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import { TOAST_AUTO_HIDE_MS, type ToastItem } from '@/utils/toast';
import { useUiT } from '@/components/i18n';

export interface ToastMessageProps {
  toast: ToastItem;
  onClose: (id: number) => void;
}

// After a pause the toast stays at least this long, so it does not vanish the moment the pointer leaves.
const MIN_AFTER_PAUSE_MS = TOAST_AUTO_HIDE_MS / 2;

/** Counts down while running; a pause keeps what is left (at least MIN_AFTER_PAUSE_MS). */
function useAutoHide(running: boolean, onHide: () => void) {
  const remaining = useRef(TOAST_AUTO_HIDE_MS);
  useEffect(() => {
    if (!running) return undefined;
    const startedAt = Date.now();
    const timer = window.setTimeout(onHide, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(remaining.current - (Date.now() - startedAt), MIN_AFTER_PAUSE_MS);
    };
  }, [running, onHide]);
}

/**
 * One toast. Errors are alerts (announced at once); the others are polite live regions. Not role="status": the
 * auth forms show the same "code sent" words in an inline status notice, which users of assistive technology
 * (and the unit and e2e tests) find by that role; two would make it ambiguous.
 */
export function ToastMessage({ toast, onClose }: ToastMessageProps) {
  const t = useUiT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { id, variant, message, action } = toast;
  const hide = useCallback(() => onClose(id), [onClose, id]);
  useAutoHide(!hovered && !focused, hide);
  const isError = variant === 'error';

  return (
    <Box
      aria-live={isError ? undefined : 'polite'}
      aria-atomic={isError ? undefined : true}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{
        pointerEvents: 'auto',
        maxWidth: 560,
        animation: 'toast-enter 225ms ease-out',
        '@keyframes toast-enter': {
          from: { opacity: 0, transform: 'translateY(-16px)' },
          to: { opacity: 1, transform: 'none' },
        },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Alert
        severity={variant}
        role={isError ? 'alert' : 'presentation'}
        onClose={hide}
        action={
          action ? (
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  hide();
                  action.onClick();
                }}
              >
                {action.label}
              </Button>
              <IconButton aria-label={t('ui.close')} color="inherit" size="small" onClick={hide}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        // The standard variant (dark text on a pale tint) passes AA for every severity; filled warning and info
        // (white on orange, on light blue) do not.
        sx={{ boxShadow: 6 }}
      >
        {message}
      </Alert>
    </Box>
  );
}
