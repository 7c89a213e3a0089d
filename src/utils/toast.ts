import { enqueueSnackbar, type VariantType } from 'notistack';

// Callable from anywhere (middleware, hooks); the SnackbarProvider in App renders them.
function show(variant: VariantType, message: string) {
  enqueueSnackbar(message, { variant, preventDuplicate: true });
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};
