import { defineCatalog } from '@/i18n';
import en from './en.json';

/**
 * The policy pages' chrome: the pages' names, the date line, the contents box, the anchors and, in 中文, the note that
 * the English text governs. The policy texts themselves stay English (docs/decisions/0006-i18n.md).
 */
export const { useT: useLegalT, t: legalT } = defineCatalog(en, () => import('./zh.json'));
