import { defineCatalog, type MessageValues } from '@/i18n';
import en from './en.json';

/** The video engine's texts (marketing's and modeling's Video tab): the panel, the results, its messages. */
export const { useT: useVideoT, t: videoT } = defineCatalog(en, () => import('./zh.json'));
export type VideoKey = Parameters<typeof videoT>[0];
export type VideoTranslate = (key: VideoKey, values?: MessageValues) => string;
