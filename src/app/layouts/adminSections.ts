import type { AppKey } from '../i18n';

/** Spec 1 §2.1: the admin children, in order (their screens are ours; the spec lists only the routes). */
export const ADMIN_SECTIONS = [
  { path: '', title: 'app.admin.overview' },
  { path: 'category', title: 'app.admin.category' },
  { path: 'dressing', title: 'app.admin.dressing' },
  { path: 'library', title: 'app.admin.library' },
  { path: 'carousel', title: 'app.admin.carousel' },
  { path: 'trend', title: 'app.admin.trend' },
  { path: 'vendor', title: 'app.admin.vendor' },
  { path: 'questionnaire', title: 'app.admin.questionnaire' },
  { path: 'crawler', title: 'app.admin.crawler' },
  { path: 'uploadMJ', title: 'app.admin.uploadMJ' },
  { path: 'aiTask', title: 'app.admin.aiTask' },
  { path: 'operation', title: 'app.admin.operation' },
] as const satisfies readonly { path: string; title: AppKey }[];

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];
