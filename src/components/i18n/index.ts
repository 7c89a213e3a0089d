import { defineCatalog } from '@/i18n';
import en from './en.json';

/**
 * The shared components' and hooks' texts (dialogs, media viewers, compare, pickers, toasts). Part of the first
 * page's JS (the dialog's Close, the toast's Close): keep it to words the shared layer says itself.
 */
export const { useT: useUiT, t: uiT } = defineCatalog(en, () => import('./zh.json'));
export type UiKey = Parameters<typeof uiT>[0];
