import { defineCatalog } from '@/i18n';
import en from './en.json';

/**
 * A generation record's own texts (its card and images): only where records are listed (Inspiration), not in every
 * route the task engine serves. The record's prompt is the user's and stays as written.
 */
export const { useT: useRecordT } = defineCatalog(en, () => import('./zh.json'));
