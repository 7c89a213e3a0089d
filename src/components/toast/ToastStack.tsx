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
 * Top-centre stack, oldest first, above dialogs but never on an open dialog's title or actions (useDialogClearance:
 * at the bottom of a dialog that fills the window); only the toasts themselves take pointer events.
 */
export function ToastStack({ toasts, onClose }: ToastStackProps) {
  const place = useDialogClearance();
  return (
    <Portal>
      <Box
        data-testid="toast-stack"
        sx={{
          position: 'fixed',
          ...place,
          left: 16,
          right: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          // Anchored at the bottom, the oldest stays next to the edge, as it does at the top.
          flexDirection: 'top' in place ? 'column' : 'column-reverse',
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
