import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The 404 and 403 pages' texts (their own chunks, not the shell's). */
export const { useT: useMiscT } = defineCatalog(en, () => import('./zh.json'));
