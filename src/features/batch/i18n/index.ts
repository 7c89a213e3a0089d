import { defineCatalog } from '@/i18n';
import en from './en.json';

export const { useT: useBatchT, t: batchT } = defineCatalog(en, () => import('./zh.json'));
export type BatchKey = Parameters<typeof batchT>[0];
