import { storedPreference, useStoredPreference } from './useStoredPreference';

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
const languagePreference = storedPreference<Language>(LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE, {
  parse: (raw) => (isLanguage(raw) ? raw : undefined),
  unset: browserLanguage,
});

export const readLanguage = (): Language => languagePreference.read();

export function writeLanguage(language: Language): void {
  languagePreference.write(language);
  window.dispatchEvent(new Event(LANGUAGE_EVENT));
}

/** What every call tells the server (`Accept-Language`, openapi.yaml): the language the screens are in. */
export const acceptLanguage = (): string => (readLanguage() === 'zh' ? 'zh-CN' : 'en');

/** The stored language and a setter; every user of the hook (and other tabs) follows a change. */
export function useLanguage(): [Language, (language: Language) => void] {
  const [language] = useStoredPreference(languagePreference);
  return [language, writeLanguage];
}
