import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The sign-in, sign-up and password pages' texts (a chunk of their own with those pages). */
export const { useT: useAuthT, t: authT } = defineCatalog(en, () => import('./zh.json'));
export type AuthKey = Parameters<typeof authT>[0];
