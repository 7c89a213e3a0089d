/** @jest-environment node */
import { theme } from './index';

/**
 * The production build leaves MUI's CSS-variables theme code out (scripts/muiRewrites.ts): `createTheme` and
 * `ThemeProvider` take their no-variables path only while the theme has neither CSS variables nor colour schemes.
 */
it('the theme is the kind the build ships: no CSS variables, no colour schemes', () => {
  expect('colorSchemes' in theme).toBe(false);
  expect('vars' in theme && theme.vars).toBeFalsy();
});
