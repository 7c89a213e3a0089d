import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import type { ToastItem } from '@/utils/toast';
import { ToastMessage } from './ToastMessage';
import { useDialogClearance } from './useDialogClearance';

export interface ToastStackProps {
  toasts: readonly ToastItem[];
  onClose: (id: number) => void;
}

/**
 * Top-centre stack, oldest first, above dialogs but under an open dialog's title (useDialogClearance); only the
 * toasts themselves take pointer events.
 */
export function ToastStack({ toasts, onClose }: ToastStackProps) {
  const top = useDialogClearance();
  return (
    <Portal>
      <Box
        data-testid="toast-stack"
        sx={{
          position: 'fixed',
          top,
          left: 16,
          right: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          pointerEvents: 'none',
        }}
      >
        {toasts.map((item) => (
          <ToastMessage key={item.id} toast={item} onClose={onClose} />
        ))}
      </Box>
    </Portal>
  );
}
