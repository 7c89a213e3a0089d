import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The production path's texts: cost page, checkout, order status, sell forms, the Lab list (spec 2, spec 3). */
export const { useT: useProductionT, t: productionT } = defineCatalog(en, () => import('./zh.json'));
export type ProductionKey = Parameters<typeof productionT>[0];
