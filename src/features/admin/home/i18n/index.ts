import { defineCatalog } from '@/i18n';
import en from './en.json';

/**
 * The admin overview's and planned sections' texts and the load error every section shows: a catalog of their
 * own, so the two light admin pages do not carry the tables' and dialogs' texts.
 */
export const { useT: useAdminHomeT } = defineCatalog(en, () => import('./zh.json'));
