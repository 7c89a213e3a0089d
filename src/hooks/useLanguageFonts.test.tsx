import { act, render } from '@testing-library/react';
import { importCjkFace } from '@/theme/cjkFace';
import { theme } from '@/theme';
import { FONT_CJK } from '@/theme/tokens';
import { LANGUAGE_STORAGE_KEY, writeLanguage } from './useLanguage';
import { useLanguageFonts } from './useLanguageFonts';

jest.mock('@/theme/cjkFace', () => ({ importCjkFace: jest.fn(() => Promise.resolve()) }));

function Screen() {
  useLanguageFonts();
  return null;
}

describe('useLanguageFonts', () => {
  it('adds the CJK face only once Chinese is on, and once', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    render(<Screen />);
    expect(importCjkFace).not.toHaveBeenCalled();

    await act(async () => writeLanguage('zh'));
    expect(importCjkFace).toHaveBeenCalledTimes(1);

    await act(async () => writeLanguage('en'));
    await act(async () => writeLanguage('zh'));
    expect(importCjkFace).toHaveBeenCalledTimes(1);
  });

  it('the baseline styles declare the brand face and its fallback, never the CJK face', () => {
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
    const baseline = JSON.stringify(typeof overrides === 'function' ? overrides(theme) : overrides);
    expect(baseline).toContain("font-family: 'Plus Jakarta Sans Variable'");
    expect(baseline).toMatch(/font-family: 'Plus Jakarta Sans Fallback';[\s\S]*size-adjust: /);
    expect(baseline).not.toContain(FONT_CJK);
  });
});
