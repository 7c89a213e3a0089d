import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The operators' area's texts: tables, filters, dialogs, toasts, empty and error states. */
export const { useT: useAdminT, t: adminT } = defineCatalog(en, () => import('./zh.json'));
export type AdminKey = Parameters<typeof adminT>[0];
export type AdminT = ReturnType<typeof useAdminT>;
