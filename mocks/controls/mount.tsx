import { createRoot } from 'react-dom/client';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { MockControls } from './MockControls';

const ROOT_ID = 'mock-controls-root';

/** Mounts the panel into its own root element, outside the app's React tree. */
export function mountMockControls(): void {
  if (document.getElementById(ROOT_ID)) return;
  const host = document.createElement('div');
  host.id = ROOT_ID;
  document.body.appendChild(host);
  const theme = createTheme({ palette: { primary: { main: '#1677ff' } } });
  createRoot(host).render(
    <ThemeProvider theme={theme}>
      <MockControls />
    </ThemeProvider>,
  );
}
