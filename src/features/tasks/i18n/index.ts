import { defineCatalog } from '@/i18n';
import en from './en.json';

/** A generation record's own texts (its card and images); the record's prompt is the user's and stays as written. */
export const { useT: useTasksT } = defineCatalog(en, () => import('./zh.json'));
