import brandLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import brandLatinExt from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2?url';
import { FALLBACK_METRICS, FONT_BRAND, FONT_BRAND_FALLBACK } from './tokens';

/**
 * The brand face's @font-face rules, served from the app's own origin (Fontsource's files, bundled by Vite; no
 * CDN, CSP font-src 'self'). Only the Latin subsets the two languages use: a page fetches the one whose
 * unicode-range it shows (27 KB for English). They are injected with the theme's baseline styles rather than a
 * stylesheet, so no CSS file blocks the first paint; the fallback face below keeps the swap from moving anything.
 */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT_RANGE =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const brandFace = (url: string, range: string) => `@font-face {
  font-family: '${FONT_BRAND}';
  font-style: normal;
  font-display: swap;
  font-weight: 200 800;
  src: url(${url}) format('woff2-variations'), url(${url}) format('woff2');
  unicode-range: ${range};
}`;

/** A local face scaled to the brand face's widths and line box (src/theme/tokens.ts FALLBACK_METRICS). */
const fallbackFace = `@font-face {
  font-family: '${FONT_BRAND_FALLBACK}';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica'), local('Roboto');
  size-adjust: ${FALLBACK_METRICS.sizeAdjust};
  ascent-override: ${FALLBACK_METRICS.ascentOverride};
  descent-override: ${FALLBACK_METRICS.descentOverride};
  line-gap-override: ${FALLBACK_METRICS.lineGapOverride};
}`;

export const brandFontFaces = [
  brandFace(brandLatin, LATIN_RANGE),
  brandFace(brandLatinExt, LATIN_EXT_RANGE),
  fallbackFace,
].join('\n');
