import { defineCatalog } from '@/i18n';
import en from './en.json';

/**
 * The sign-in prompt's, the terms dialog's and the coming-soon screen's texts: apart from the shared catalog
 * (src/components/i18n), which the first page carries, because all three load lazily.
 */
export const { useT: useAccessT } = defineCatalog(en, () => import('./zh.json'));
