import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { ToastHost } from '@/components/toast/ToastHost';
import { useLanguageFonts } from '@/hooks/useLanguageFonts';
import { theme } from '@/theme';
import type { AppStore, RootState } from './store';

/**
 * Everything a screen needs around it, shared by the app, tests and Storybook. The theme is given through MUI's
 * documented theme scoping (@mui/system's ThemeProvider under Material's THEME_ID): @mui/material's ThemeProvider
 * chooses between its plain and its CSS-variables provider at run time, so it ships both; the app's theme has no CSS
 * variables, so only the plain one is needed.
 */
export function AppProviders({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  /** The state a page drawn ahead of time was drawn with, read while React hydrates it (src/app/start.tsx). */
  serverState?: RootState;
  children: ReactNode;
}) {
  useLanguageFonts();
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider themeId={THEME_ID} theme={theme}>
        <CssBaseline />
        {children}
        <ToastHost />
      </ThemeProvider>
    </Provider>
  );
}
