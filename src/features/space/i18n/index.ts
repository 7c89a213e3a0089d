import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The personal space's texts: tabs, titles, empty and error states, selection. */
export const { useT: useSpaceT, t: spaceT } = defineCatalog(en, () => import('./zh.json'));
export type SpaceKey = Parameters<typeof spaceT>[0];
