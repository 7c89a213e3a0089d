import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The export button's own two texts, apart from the dialog's catalog so the screens that show it stay light. */
export const { useT: useExportButtonT } = defineCatalog(en, () => import('./zh.json'));
