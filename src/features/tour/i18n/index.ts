import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The onboarding tour's texts: the steps, the buttons (spec 3 §9's locale words in English, skip in Chinese). */
export const { useT: useTourT, t: tourT } = defineCatalog(en, () => import('./zh.json'));
export type TourKey = Parameters<typeof tourT>[0];
