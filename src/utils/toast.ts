import { enqueueSnackbar, type VariantType } from 'notistack';

// Callable from anywhere (middleware, hooks); the SnackbarProvider in AppProviders renders them.
// notistack only defines enqueueSnackbar once a provider has mounted: before that, a toast has nowhere to go.
function show(variant: VariantType, message: string) {
  if (typeof enqueueSnackbar !== 'function') return;
  enqueueSnackbar(message, { variant, preventDuplicate: true });
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};
