import { act, render, screen } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, useLanguage, writeLanguage } from './useLanguage';

function Probe({ name }: { name: string }) {
  const [language, setLanguage] = useLanguage();
  return (
    <button type="button" data-testid={name} onClick={() => setLanguage(language === 'en' ? 'zh' : 'en')}>
      {language}
    </button>
  );
}

describe('useLanguage', () => {
  it('defaults to English, ignores unknown stored values and persists a change for every user', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    render(
      <>
        <Probe name="page" />
        <Probe name="menu" />
      </>,
    );
    expect(screen.getByTestId('page')).toHaveTextContent('en');
    act(() => screen.getByTestId('menu').click());
    expect(screen.getByTestId('page')).toHaveTextContent('zh');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    act(() => writeLanguage('en'));
    expect(screen.getByTestId('menu')).toHaveTextContent('en');
  });

  it('follows another tab through the storage event', () => {
    render(<Probe name="page" />);
    act(() => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
      window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY }));
    });
    expect(screen.getByTestId('page')).toHaveTextContent('zh');
  });
});
