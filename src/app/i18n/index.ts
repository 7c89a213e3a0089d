import { defineCatalog, type Translate } from '@/i18n';
import en from './en.json';

/** The app frame's texts: route titles (the header, the tab's title), the admin frame, the skip link. */
export const { useT: useAppT, t: appT } = defineCatalog(en, () => import('./zh.json'));
export type AppKey = Parameters<typeof appT>[0];
export type AppTranslate = Translate<AppKey>;
