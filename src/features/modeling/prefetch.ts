import { templatesApi } from '@/api/endpoints/templates';
import type { AppDispatch } from '@/app/store';
import { FIRST_TEMPLATE_PAGE, TEMPLATE_STYLE_NAMES } from './constants';

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
