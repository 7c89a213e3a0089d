import { defineCatalog } from '@/i18n';
import en from './en.json';

/** Texts of the catalogue tools shared by the generators (issue 45): recipes, 'Use in…', where a picture came from. */
export const { useT: useCatalogueT, t: catalogueT } = defineCatalog(en, () => import('./zh.json'));
export type CatalogueKey = Parameters<typeof catalogueT>[0];
