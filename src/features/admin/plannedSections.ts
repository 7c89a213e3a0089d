/**
 * The five admin routes of spec 1 §2.1 the contract has no call for. Each shows what it would
 * manage; docs/architecture.md ("Admin") lists them as open questions for the backend. No call is invented for them.
 */
export const PLANNED_SECTIONS = {
  carousel: {
    title: 'Carousel',
    manages: 'the banners of the home carousel: picture, link, order and the dates they show.',
  },
  trend: {
    title: 'Trend',
    manages: 'trend collections: curated groups of gallery images shown as the season’s trends.',
  },
  vendor: {
    title: 'Vendor',
    manages: 'the suppliers who make samples and products: contact, specialities and prices.',
  },
  questionnaire: {
    title: 'Questionnaire',
    manages: 'the questions new users answer, and their answers.',
  },
  crawler: {
    title: 'Crawler',
    manages: 'jobs that collect reference pictures from outside sources into the library.',
  },
} as const;

export type PlannedSection = keyof typeof PLANNED_SECTIONS;

export const NO_CALL_TEXT =
  'The backend contract has no call for this section yet, so nothing here can be changed.';
