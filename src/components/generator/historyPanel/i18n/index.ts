import { defineCatalog } from '@/i18n';
import en from './en.json';

/**
 * The prompt history's texts (its popover and the star of a finished record): not in the generator's catalog, which
 * every creation route carries; here only where the star or the popover is.
 */
export const { useT: useHistoryPanelT } = defineCatalog(en, () => import('./zh.json'));
