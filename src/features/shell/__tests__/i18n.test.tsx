/** The i18n layer (src/i18n) exercised through the shell's catalog. */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { LANGUAGE_STORAGE_KEY, acceptLanguage, readLanguage } from '@/hooks/useLanguage';
import { defineCatalog, preloadLanguage, switchLanguage } from '@/i18n';
import { shellT, useShellT } from '../i18n';

function setBrowserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => jest.restoreAllMocks());

describe('typed messages', () => {
  it('refuses a misspelled key and a Chinese catalog missing a key at type-check time', () => {
    // @ts-expect-error: 'shell.nav.explor' is not a key of the shell's catalog.
    expect(shellT('shell.nav.explor')).toBe('shell.nav.explor');
    const catalog = defineCatalog({ 'test.a': 'A', 'test.b': 'B' }, () =>
      // @ts-expect-error: the Chinese catalog lacks 'test.b'.
      Promise.resolve({ default: { 'test.a': '甲' } }),
    );
    expect(catalog.t('test.a')).toBe('A');
  });
});

describe('messages', () => {
  it('picks the plural form by count and formats the number per language', async () => {
    expect(shellT('shell.creditsCount', { count: 1 })).toBe('1 credit');
    expect(shellT('shell.creditsCount', { count: 2 })).toBe('2 credits');
    expect(shellT('shell.creditsCount', { count: 12500 })).toBe('12,500 credits');
    expect(shellT('shell.nav.running', { label: 'Inspiration', count: 2 })).toBe('Inspiration, 2 running');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    await preloadLanguage('zh');
    expect(shellT('shell.creditsCount', { count: 12500 })).toBe('12,500 积分');
  });
});

describe('which language', () => {
  it('takes the stored setting first, then the browser (zh* is Chinese), else English', () => {
    setBrowserLanguages(['zh-HK', 'en']);
    expect(readLanguage()).toBe('zh');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(readLanguage()).toBe('en');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    setBrowserLanguages(['fr-FR', 'zh-CN']);
    expect(readLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    expect(readLanguage()).toBe('zh');
    expect(acceptLanguage()).toBe('zh-CN');
  });

  it('switches without a reload: every text re-renders and <html lang> follows', async () => {
    function Probe() {
      const t = useShellT();
      return <p>{t('shell.nav.explore')}</p>;
    }
    render(
      <Suspense fallback="loading">
        <Probe />
      </Suspense>,
    );
    expect(screen.getByText('Explore')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await act(() => switchLanguage('zh'));
    expect(screen.getByText('探索')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    await act(() => switchLanguage('en'));
    expect(screen.getByText('Explore')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
