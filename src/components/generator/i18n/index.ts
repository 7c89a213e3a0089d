import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The generation forms' shared texts (Generate and its cost), in every creation route's chunk. */
export const { useT: useGeneratorT, t: generatorT } = defineCatalog(en, () => import('./zh.json'));
/** The part of the catalog's translate a cost label needs. */
export type GeneratorTranslate = (
  key: 'generator.credits' | 'generator.videoCost',
  values?: { count: number },
) => string;
