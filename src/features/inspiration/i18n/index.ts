import { defineCatalog } from '@/i18n';
import en from './en.json';

/** Inspiration's texts: the generation form, reference pictures, the history and its banner. */
export const { useT: useInspirationT, t: inspirationT } = defineCatalog(en, () => import('./zh.json'));
export type InspirationKey = Parameters<typeof inspirationT>[0];
