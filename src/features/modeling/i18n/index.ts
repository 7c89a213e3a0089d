import { defineCatalog, type MessageValues } from '@/i18n';
import en from './en.json';

/** Fashion Style's texts: the templates gallery, the modeling generator, the fashion factory and its photoset. */
export const { useT: useModelingT, t: modelingT } = defineCatalog(en, () => import('./zh.json'));
export type ModelingKey = Parameters<typeof modelingT>[0];
export type ModelingTranslate = (key: ModelingKey, values?: MessageValues) => string;
