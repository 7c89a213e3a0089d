import { templatesApi, type PromptTemplatesArgs } from '@/api/endpoints/templates';
import type { AppDispatch } from '@/app/store';
import { TEMPLATE_PAGE_SIZES } from './constants';

/** The gallery's first page, before a style or a page size is chosen (TemplatesGallery starts on it). */
export const FIRST_TEMPLATE_PAGE: PromptTemplatesArgs = { current: 1, pageSize: TEMPLATE_PAGE_SIZES[0] };
/** The styles the gallery offers as chips. */
export const TEMPLATE_STYLE_NAMES = { filter_type: 1 } as const;

/**
 * Asks for the templates gallery's first page and its styles before the app's first render (AvatorPage's
 * `prefetch`, src/app/router.tsx): the requests run while the app hydrates, and the gallery's queries join them.
 */
export function prefetchTemplates(dispatch: AppDispatch): Promise<unknown>[] {
  return [
    dispatch(templatesApi.endpoints.getPromptTemplates.initiate(FIRST_TEMPLATE_PAGE, { subscribe: false })),
    dispatch(templatesApi.endpoints.getCategoryNames.initiate(TEMPLATE_STYLE_NAMES, { subscribe: false })),
  ];
}
