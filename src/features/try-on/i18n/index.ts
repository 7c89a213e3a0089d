import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The Try On dialog's texts (Explore's Try On): title, upload, Generate and its messages. */
export const { useT: useTryOnT, t: tryOnT } = defineCatalog(en, () => import('./zh.json'));
