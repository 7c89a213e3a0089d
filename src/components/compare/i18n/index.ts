import { defineCatalog } from '@/i18n';
import en from './en.json';

/**
 * The compare controls' texts: only screens with a result viewer show them, so they load with those screens'
 * chunks, not with the first page's (src/components/i18n is part of the initial JS).
 */
export const { useT: useCompareT } = defineCatalog(en, () => import('./zh.json'));
