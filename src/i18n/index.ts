import { use, useMemo } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LANGUAGE_EVENT, readLanguage, useLanguage, writeLanguage, type Language } from '@/hooks/useLanguage';

/**
 * The app's i18n (docs/decisions/0006-i18n.md): Lingui's core with catalogs compiled at build time
 * (scripts/i18nCatalogs.ts). Each feature owns `i18n/en.json` (bundled with the feature) and `i18n/zh.json` (a lazy
 * chunk fetched only when Chinese is on) and turns them into a typed hook with `defineCatalog`.
 */

/** The locale each language formats with (`Intl`) and names in `<html lang>`. */
export const LOCALES: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

/** Values a message interpolates: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number>;

/** Exported for the pseudo-locale of the story tests (src/i18n/pseudo.ts); the app reads them only here. */
export const instances: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', locales: LOCALES.en, messages: { en: {} } }),
  zh: setupI18n({ locale: 'zh', locales: LOCALES.zh, messages: { zh: {} } }),
};

interface LazyCatalog {
  /** Resolves once the Chinese messages are in; the same promise every time. */
  loadZh: () => Promise<void>;
  zhLoaded: () => boolean;
}
const catalogs = new Set<LazyCatalog>();

/** A translate function bound to a catalog's keys and the language it renders in. */
export interface Translate<K extends string> {
  (key: K, values?: MessageValues): string;
  language: Language;
  /** The `Intl` locale of `language`. */
  locale: string;
}

/**
 * Registers a feature's catalog and returns its hook and a plain translate for code outside components. A key
 * missing from the Chinese catalog, or a key not in the English one, fails the type check.
 */
export function defineCatalog<const K extends string>(
  en: Record<K, string>,
  importZh: () => Promise<{ default: NoInfer<Record<K, string>> }>,
) {
  instances.en.load('en', en as unknown as Messages);
  let zhPromise: Promise<void> | undefined;
  let zhLoaded = false;
  const catalog: LazyCatalog = {
    loadZh: () =>
      (zhPromise ??= importZh().then(
        (module) => {
          instances.zh.load('zh', module.default as unknown as Messages);
          zhLoaded = true;
          // React's `use` reads a settled promise's status and value instead of waiting a tick for it.
          Object.assign(zhPromise ?? {}, { status: 'fulfilled', value: undefined });
        },
        (error: unknown) => {
          // A failed fetch is tried again by the next render (or switch) instead of failing forever.
          zhPromise = undefined;
          throw error;
        },
      )),
    zhLoaded: () => zhLoaded,
  };
  catalogs.add(catalog);

  const translateIn = (language: Language): Translate<K> => {
    // Until the Chinese chunk is in (code outside React asking early), English stands in.
    const i18n = language === 'zh' && !zhLoaded ? instances.en : instances[language];
    return Object.assign((key: K, values?: MessageValues) => i18n._(key, values), {
      language,
      locale: LOCALES[language],
    });
  };

  /**
   * The catalog's texts in the current language; suspends while the Chinese chunk loads. In Chinese `use` is
   * called on every render, loaded or not: React replays a suspended render once the chunk is in and expects the
   * same `use` there (skipping it breaks the hook order: 'Update hook called on initial render'); a loaded chunk's
   * promise is marked fulfilled, so `use` returns at once.
   */
  function useT(): Translate<K> {
    const [language] = useLanguage();
    if (language === 'zh') use(catalog.loadZh());
    return useMemo(() => translateIn(language), [language]);
  }

  /** The same outside components (thunks, toasts): the stored language at the time of the call. */
  const t = (key: K, values?: MessageValues) => translateIn(readLanguage())(key, values);

  return { useT, t };
}

/** Loads the Chinese texts of every catalog imported so far (the screens already on the page). */
export function preloadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  return Promise.all([...catalogs].map((catalog) => catalog.loadZh())).then(() => undefined);
}

/**
 * Switches the language without a reload: the texts of what is on screen are fetched first, so the switch does not
 * flash a loading state; then every `useT` re-renders.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await preloadLanguage(language);
  writeLanguage(language);
}

/** `<html lang>`: what screen readers, fonts and the browser's translate offer go by. */
export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

function syncHtmlLang() {
  document.documentElement.lang = HTML_LANG[readLanguage()];
}
if (typeof document !== 'undefined') {
  syncHtmlLang();
  window.addEventListener(LANGUAGE_EVENT, syncHtmlLang);
  window.addEventListener('storage', syncHtmlLang);
}
