import type { Middleware } from '@reduxjs/toolkit';
import { LANGUAGE_EVENT } from '@/hooks/useLanguage';
import { baseApi } from './baseApi';
import { CATEGORY_LIST, TEMPLATE_LIST } from './endpoints/tags';

/**
 * The content the backend ships comes in the language of the call's `Accept-Language` (openapi.yaml, "Language"):
 * category names and attributes, templates, effects and styles. When the language changes, those lists are
 * fetched again (the ones on screen at once, the others when next shown), so Explore's category panel turns from
 * Rings to 戒指 without a reload. The plans are keyed by language instead (api/endpoints/payments.ts).
 */
export const LANGUAGE_CONTENT_TAGS = [CATEGORY_LIST, TEMPLATE_LIST];

export const languageContentMiddleware: Middleware = (store) => {
  if (typeof window !== 'undefined')
    window.addEventListener(LANGUAGE_EVENT, () =>
      store.dispatch(baseApi.util.invalidateTags(LANGUAGE_CONTENT_TAGS)),
    );
  return (next) => (action) => next(action);
};
