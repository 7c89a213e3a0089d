import { createTheme } from '@mui/material/styles';
import { accessibleBlueCustomizations } from './customizations/accessibleBlue';
import { cjkTextCustomizations } from './customizations/cjkText';
import { phoneDialogCustomizations } from './customizations/phoneDialogs';
import { BREAKPOINTS } from './layout';

// Breakpoints from spec 1 §9 (sm 576, md 768, lg 992, xl 1200); "large" (5 feed columns) is 1600.
export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    primary: { main: '#1677ff' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiTooltip: { defaultProps: { arrow: true } },
    ...accessibleBlueCustomizations,
    ...phoneDialogCustomizations,
    ...cjkTextCustomizations,
  },
});
