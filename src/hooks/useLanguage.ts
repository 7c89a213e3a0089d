import { useCallback, useSyncExternalStore } from 'react';

/** Spec 3 §2.7, §3: the stored language setting (English or Chinese), shared by every screen that has both. */
export type Language = 'en' | 'zh';
export const LANGUAGES: readonly Language[] = ['en', 'zh'];
export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_EVENT = 'app:language-change';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The browser's language when nothing is stored: any Chinese (`zh`, `zh-CN`, `zh-Hant-HK`) is 中文, else English. */
export function browserLanguage(): Language {
  const preferred =
    typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
  return preferred?.toLowerCase().startsWith('zh') ? 'zh' : DEFAULT_LANGUAGE;
}

/** The stored setting wins; otherwise the browser's language. */
export function readLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage unavailable: the browser decides.
  }
  return browserLanguage();
}

export function writeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts until the next reload.
  }
  window.dispatchEvent(new Event(LANGUAGE_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(LANGUAGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(LANGUAGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** What every call tells the server (`Accept-Language`, openapi.yaml): the language the screens are in. */
export const acceptLanguage = (): string => (readLanguage() === 'zh' ? 'zh-CN' : 'en');

/** The stored language and a setter; every user of the hook (and other tabs) follows a change. */
export function useLanguage(): [Language, (language: Language) => void] {
  const language = useSyncExternalStore(subscribe, readLanguage, () => DEFAULT_LANGUAGE);
  const setLanguage = useCallback((next: Language) => writeLanguage(next), []);
  return [language, setLanguage];
}
