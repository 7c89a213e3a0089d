import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The image info page's texts (/tools/info/:id). */
export const { useT: useInfoT, t: infoT } = defineCatalog(en, () => import('./zh.json'));
