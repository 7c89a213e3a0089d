import { defineCatalog } from '@/i18n';
import en from './en.json';

/** Explore's texts (they ship in the first page's chunk: keep them few). */
export const { useT: useExploreT, t: exploreT } = defineCatalog(en, () => import('./zh.json'));
