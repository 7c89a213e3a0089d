import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The image detail page's texts (/image/:id). */
export const { useT: useDetailT, t: detailT } = defineCatalog(en, () => import('./zh.json'));
