/**
 * The design tokens (issue 43, written up in Storybook's "Foundations" page): every colour, size and step the
 * theme is built from. Screens read them through the theme (`sx`, `theme.palette`, `theme.typography`); this module
 * is for the theme itself, for the few places outside MUI's styling (canvas, SVG fills) and for the Foundations page.
 */

/** The brand face for display and UI, and the metric-matched local face that stands in until it has loaded. */
export const FONT_BRAND = 'Plus Jakarta Sans Variable';
export const FONT_BRAND_FALLBACK = 'Plus Jakarta Sans Fallback';
/** The CJK face: its @font-face rules exist only once Chinese is on (src/theme/fonts.ts). */
export const FONT_CJK = 'Noto Sans SC Variable';

export const fontFamily = [
  `"${FONT_BRAND}"`,
  `"${FONT_BRAND_FALLBACK}"`,
  `"${FONT_CJK}"`,
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  'sans-serif',
].join(', ');

/**
 * The fallback face's metrics, measured in Chromium against Arial (Liberation Sans on Linux) at weight 400
 * over an English UI sample (docs/design.md "Fonts"): with them the fallback's line boxes and word widths match the brand face, so the swap moves nothing.
 */
export const FALLBACK_METRICS = {
  sizeAdjust: '104.6%',
  ascentOverride: '99.2%',
  descentOverride: '21.2%',
  lineGapOverride: '0%',
} as const;

/** The accent: a deep orchid violet, the product's own (never a library's default blue). */
export const accent = {
  main: '#6a2ee0',
  light: '#9b7af0',
  dark: '#4f1fb3',
  /** A tint for selected surfaces (segmented tab, chosen tile). */
  tint: '#f1ebfd',
  contrastText: '#ffffff',
} as const;

/** Neutral surfaces: a warm paper scale for the chrome, an ink scale for the creation canvas. */
export const neutral = {
  0: '#ffffff',
  50: '#f7f6f4',
  100: '#efedea',
  200: '#e2dfda',
  300: '#c9c5be',
  500: '#8a857d',
  600: '#6b665f',
  700: '#4a4640',
  900: '#1d1b19',
} as const;

/** The canvas results sit on: dark and neutral, so the imagery leads. */
export const canvas = {
  background: '#17161a',
  raised: '#222126',
  border: 'rgba(255,255,255,0.08)',
  text: '#f4f2ef',
  textMuted: 'rgba(244,242,239,0.68)',
} as const;

/**
 * Status colours that mean something, each with text that passes AA on its tint:
 * success (done, on sale), info (in review, waiting), progress (running), warning (needs the user), error (failed,
 * rejected), neutral (draft, closed).
 */
export const status = {
  success: { main: '#1f7a4d', tint: '#e3f3ea' },
  info: { main: '#2f5f8a', tint: '#e4eef7' },
  progress: { main: accent.dark, tint: accent.tint },
  warning: { main: '#8a5a00', tint: '#fbf0d9' },
  error: { main: '#b3261e', tint: '#fbe5e3' },
  neutral: { main: neutral[700], tint: neutral[100] },
} as const;
export type StatusTone = keyof typeof status;

/** One type scale: each role one style (size in rem, line height, weight), one size at each breakpoint. */
export const typeScale = {
  pageTitle: {
    fontSize: '1.75rem',
    phoneFontSize: '1.375rem',
    lineHeight: 1.2,
    fontWeight: 700,
    letterSpacing: '-0.02em',
  },
  sectionTitle: {
    fontSize: '1.125rem',
    phoneFontSize: '1.0625rem',
    lineHeight: 1.35,
    fontWeight: 650,
    letterSpacing: '-0.01em',
  },
  body: {
    fontSize: '0.9375rem',
    phoneFontSize: '0.9375rem',
    lineHeight: 1.55,
    fontWeight: 400,
    letterSpacing: '0',
  },
  caption: {
    fontSize: '0.8125rem',
    phoneFontSize: '0.8125rem',
    lineHeight: 1.45,
    fontWeight: 500,
    letterSpacing: '0.005em',
  },
} as const;
export type TypeRole = keyof typeof typeScale;

/** Spacing: multiples of 4 px; the steps screens use. */
export const SPACING_UNIT = 4;
export const spacingSteps = [1, 2, 3, 4, 6, 8, 12, 16] as const;

/** Radius steps (px): chips and fields, cards and panels, sheets and the canvas. */
export const radius = { sm: 6, md: 10, lg: 16, pill: 999 } as const;

/** Elevation steps: flat (chrome), raised (cards on hover, menus), overlay (dialogs, sheets). */
export const elevation = {
  flat: 'none',
  raised: '0 1px 2px rgba(29,27,25,0.06), 0 4px 12px rgba(29,27,25,0.06)',
  overlay: '0 8px 24px rgba(29,27,25,0.14), 0 2px 6px rgba(29,27,25,0.08)',
} as const;
