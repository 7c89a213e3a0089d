import { defineCatalog } from '@/i18n';
import en from './en.json';

/**
 * The task engine's texts every creation route needs: failure reasons, retry and submit messages, the credit check.
 * A record card's are in components/i18n, the finish notices' in notify/i18n.
 */
export const { useT: useTasksT, t: tasksT } = defineCatalog(en, () => import('./zh.json'));
export type TasksKey = Parameters<typeof tasksT>[0];
