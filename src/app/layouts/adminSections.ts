/** Spec 1 §2.1: the admin children, in order (their screens are ours; the spec lists only the routes). */
export const ADMIN_SECTIONS = [
  { path: '', title: 'Overview' },
  { path: 'category', title: 'Category' },
  { path: 'dressing', title: 'Dressing' },
  { path: 'library', title: 'Library' },
  { path: 'carousel', title: 'Carousel' },
  { path: 'trend', title: 'Trend' },
  { path: 'vendor', title: 'Vendor' },
  { path: 'questionnaire', title: 'Questionnaire' },
  { path: 'crawler', title: 'Crawler' },
  { path: 'uploadMJ', title: 'Upload MJ' },
  { path: 'aiTask', title: 'AI Task' },
  { path: 'operation', title: 'Operation' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];
