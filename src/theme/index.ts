import type { CSSProperties } from 'react';
import { createTheme, type Shadows, type TypographyVariantsOptions } from '@mui/material/styles';
import { CJK_TEXT_RULES } from './customizations/cjkText';
import { phoneDialogCustomizations } from './customizations/phoneDialogs';
import { brandFontFaces } from './fonts';
import { BREAKPOINTS, PHONE_QUERY } from './layout';
import {
  accent,
  elevation,
  fontFamily,
  neutral,
  radius,
  SPACING_UNIT,
  status,
  typeScale,
  type TypeRole,
} from './tokens';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    pageTitle: CSSProperties;
    sectionTitle: CSSProperties;
  }
  interface TypographyVariantsOptions {
    pageTitle?: CSSProperties;
    sectionTitle?: CSSProperties;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    pageTitle: true;
    sectionTitle: true;
  }
}

/** A role of the type scale as a typography variant: one style, its phone size below 600 px. */
type VariantStyle = NonNullable<TypographyVariantsOptions['h1']>;
const role = (name: TypeRole): VariantStyle => {
  const { phoneFontSize, ...style } = typeScale[name];
  return { ...style, [`@media ${PHONE_QUERY}`]: { fontSize: phoneFontSize } };
};

// MUI's 25 elevation levels, collapsed onto the three steps of the tokens.
const shadows = Array.from({ length: 25 }, (_, level) =>
  level === 0 ? elevation.flat : level < 6 ? elevation.raised : elevation.overlay,
) as Shadows;

/** The focus ring: the accent, drawn inside the control so a dialog's or a pane's edge never clips it. */
const FOCUS_RING = { outline: `2px solid ${accent.main}`, outlineOffset: -2 } as const;

// Breakpoints from spec 1 §9 (sm 576, md 768, lg 992, xl 1200); "large" (5 feed columns) is 1600.
// Built from the design tokens (src/theme/tokens.ts, Storybook's Foundations page).
export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  spacing: SPACING_UNIT * 2,
  palette: {
    primary: { main: accent.main, light: accent.light, dark: accent.dark, contrastText: accent.contrastText },
    secondary: { main: neutral[900], contrastText: neutral[0] },
    success: { main: status.success.main },
    info: { main: status.info.main },
    warning: { main: status.warning.main },
    error: { main: status.error.main },
    background: { default: neutral[50], paper: neutral[0] },
    text: { primary: neutral[900], secondary: neutral[600] },
    divider: neutral[200],
  },
  shape: { borderRadius: radius.md },
  shadows,
  typography: {
    fontFamily,
    pageTitle: role('pageTitle'),
    sectionTitle: role('sectionTitle'),
    body1: role('body'),
    caption: role('caption'),
    h1: role('pageTitle'),
    h2: role('pageTitle'),
    h3: role('pageTitle'),
    h4: role('pageTitle'),
    h5: role('sectionTitle'),
    h6: role('sectionTitle'),
    subtitle1: { fontWeight: 600, lineHeight: 1.45 },
    subtitle2: { fontWeight: 600, lineHeight: 1.45 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.005em' },
  },
  components: {
    // The brand faces (a CSS string) and the 中文 wrapping rules (customizations/cjkText.ts) in one baseline.
    MuiCssBaseline: {
      styleOverrides: () => [
        `${brandFontFaces}
body { text-rendering: optimizeLegibility; }
h1, h2, h3 { text-wrap: balance; }`,
        CJK_TEXT_RULES,
      ],
    },
    MuiTypography: {
      defaultProps: { variantMapping: { pageTitle: 'h1', sectionTitle: 'h2' } },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: radius.md,
          // The accent ring vanishes on the accent fill ('Pay', 'Generate'): a filled button's ring is white, inset
          // inside its own edge, so it still shows and nothing outside can clip it.
          '&.MuiButton-contained.Mui-focusVisible': { outlineColor: accent.contrastText, outlineOffset: -4 },
        },
      },
    },
    MuiPaper: {
      styleOverrides: { outlined: { borderColor: neutral[200] } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { borderRadius: radius.lg, border: `1px solid ${neutral[200]}` } },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: neutral[0],
          '& .MuiOutlinedInput-notchedOutline': { borderColor: neutral[300] },
          '&:hover:not(.Mui-disabled, .Mui-error) .MuiOutlinedInput-notchedOutline': {
            borderColor: neutral[500],
          },
        },
      },
    },
    MuiChip: { styleOverrides: { root: { borderRadius: radius.sm, fontWeight: 500 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: radius.lg } } },
    // A control inside a scrolling dialog or pane draws its ring inside itself (issue 43: rings were clipped).
    MuiDialogContent: { styleOverrides: { root: { '& :focus-visible': FOCUS_RING } } },
    MuiLink: {
      styleOverrides: { root: { textDecorationColor: 'currentColor', textUnderlineOffset: '0.15em' } },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
      styleOverrides: {
        tooltip: { backgroundColor: neutral[900], borderRadius: radius.sm },
        arrow: { color: neutral[900] },
      },
    },
    ...phoneDialogCustomizations,
  },
});
