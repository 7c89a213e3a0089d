import type { Components, Theme } from '@mui/material/styles';

/**
 * The brand blue #1677ff (spec 3 §9) has a 4.0:1 contrast against white: enough for icons, focus
 * rings, indicators and large text, short of WCAG AA's 4.5:1 for body-size text. Wherever blue
 * carries text (links, text and outlined buttons) or sits behind white text (contained buttons),
 * the next shade of the same scale, #0958d9 (5.9:1), is used instead.
 */
export const ACCESSIBLE_BLUE = '#0958d9';
export const ACCESSIBLE_BLUE_HOVER = '#003eb3';

export const accessibleBlueCustomizations: Components<Theme> = {
  MuiLink: {
    styleOverrides: { root: { color: ACCESSIBLE_BLUE, textDecorationColor: 'currentColor' } },
  },
  MuiButton: {
    styleOverrides: {
      root: {
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: {
              backgroundColor: ACCESSIBLE_BLUE,
              '&:hover': { backgroundColor: ACCESSIBLE_BLUE_HOVER },
            },
          },
          { props: { variant: 'text', color: 'primary' }, style: { color: ACCESSIBLE_BLUE } },
          { props: { variant: 'outlined', color: 'primary' }, style: { color: ACCESSIBLE_BLUE } },
        ],
      },
    },
  },
  // A focused field's label turns blue: the text shade, not the brand one (an error keeps its red).
  MuiFormLabel: {
    styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: ACCESSIBLE_BLUE } } },
  },
  // A selected toggle writes blue text on a faint blue tint; a primary chip puts white text on blue.
  MuiToggleButton: {
    styleOverrides: {
      root: {
        variants: [{ props: { color: 'primary' }, style: { '&.Mui-selected': { color: ACCESSIBLE_BLUE } } }],
      },
    },
  },
  // A selected tab's label is blue text (its indicator may stay the brand blue).
  MuiTab: {
    styleOverrides: { root: { '&.Mui-selected': { color: ACCESSIBLE_BLUE } } },
  },
  MuiChip: {
    styleOverrides: {
      root: {
        variants: [
          {
            props: { color: 'primary', variant: 'filled' },
            style: { backgroundColor: ACCESSIBLE_BLUE },
          },
          {
            props: { color: 'primary', variant: 'outlined' },
            style: { color: ACCESSIBLE_BLUE, borderColor: ACCESSIBLE_BLUE },
          },
        ],
      },
    },
  },
};
