import { defineCatalog } from '@/i18n';
import en from './en.json';

/** Marketing content's texts: the hero, the category modal, the Static / Try-On / Video workspace. */
export const { useT: useMarketingT, t: marketingT } = defineCatalog(en, () => import('./zh.json'));
export type MarketingKey = Parameters<typeof marketingT>[0];
