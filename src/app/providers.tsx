import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastHost } from '@/components/toast/ToastHost';
import { useLanguageFonts } from '@/hooks/useLanguageFonts';
import { theme } from '@/theme';
import type { AppStore } from './store';

/** Everything a screen needs around it, shared by the app, tests and Storybook. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  useLanguageFonts();
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}
