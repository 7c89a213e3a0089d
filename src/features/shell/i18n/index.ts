import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The shell's texts: navigation, header, user menu, visitor actions, 404. */
export const { useT: useShellT, t: shellT } = defineCatalog(en, () => import('./zh.json'));
export type ShellKey = Parameters<typeof shellT>[0];
