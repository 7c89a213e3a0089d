import { defineCatalog } from '@/i18n';
import en from './en.json';

/** What the finish notices say (useTaskAnnouncer): in the notices' own chunk, not in the creation routes'. */
export const { useT: useTaskNoticeT, t: taskNoticeT } = defineCatalog(en, () => import('./zh.json'));
export type TaskNoticeKey = Parameters<typeof taskNoticeT>[0];
