import { defineCatalog } from '@/i18n';
import en from './en.json';

/**
 * The category tree's and the outfit templates' texts (their tables, forms, attribute and template editors): a
 * catalog of their own, so the product, library and AI-task pages do not carry them.
 */
export const { useT: useAdminCategoriesT, t: adminCategoriesT } = defineCatalog(
  en,
  () => import('./zh.json'),
);
