import { render } from '@testing-library/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './index';

// Emotion inserts its rules through the CSSOM (insertRule), so the rules are read from there.
const pageCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n');

it('gives Chinese text its wrapping rules: balanced headings and buttons, pretty paragraphs (issue 43 §6)', () => {
  render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
    </ThemeProvider>,
  );
  const css = pageCss();
  expect(css).toMatch(/:lang\(zh\)\s*:is\(h1[^{]*button[^{]*\{[^}]*text-wrap:\s*balance/);
  expect(css).toMatch(/:lang\(zh\)\s*:is\(p,[^{]*\{[^}]*text-wrap:\s*pretty/);
  expect(css).toMatch(/:lang\(zh\)\s*\{[^}]*line-break:\s*strict/);
});
