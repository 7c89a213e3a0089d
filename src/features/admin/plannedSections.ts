/**
 * The five admin routes of spec 1 §2.1 the contract has no call for. Each shows what it would
 * manage; docs/architecture.md ("Admin") lists them as open questions for the backend. No call is invented for them.
 */
export const PLANNED_SECTIONS = ['carousel', 'trend', 'vendor', 'questionnaire', 'crawler'] as const;

/** Each section's name is `admin.planned.<section>`, what it would manage `admin.planned.<section>Manages`. */
export type PlannedSection = (typeof PLANNED_SECTIONS)[number];
