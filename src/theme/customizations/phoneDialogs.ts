import type { Components, Theme } from '@mui/material/styles';
import { PHONE_QUERY } from '../layout';

/**
 * Issue 9 §4: every dialog is full-screen on a phone. Done once, here, so each dialog (today's and every later
 * one) gets it without a `fullScreen={phone}` of its own: below 600 px the paper fills the window, like MUI's
 * `fullScreen` paper, and scrolls inside.
 */
export const phoneDialogCustomizations: Components<Theme> = {
  MuiDialog: {
    styleOverrides: {
      paper: {
        [`@media ${PHONE_QUERY}`]: {
          margin: 0,
          width: '100%',
          maxWidth: '100%',
          height: '100%',
          maxHeight: 'none',
          borderRadius: 0,
        },
      },
    },
  },
};
