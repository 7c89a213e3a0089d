import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The AI-task section's texts: a catalog of its own, so the other admin pages do not carry them. */
export const { useT: useAdminTasksT } = defineCatalog(en, () => import('./zh.json'));
export type AdminTasksKey = Parameters<ReturnType<typeof useAdminTasksT>>[0];
