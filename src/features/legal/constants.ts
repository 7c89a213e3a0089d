/** Spec 3 §4.8 / §9: the date every policy page shows as its last update. */
export const POLICY_UPDATED = '2025-10-29';
/** Spec 3 §2.10 / §9: the legal column's width in px. */
export const LEGAL_COLUMN_WIDTH = 880;
/** Where a policy text names the support address; replaced by the configured address when shown. */
export const EMAIL_TOKEN = '{email}';
/** Spec 1 §9: governing law of the legal terms. */
export const GOVERNING_LAW = 'Hong Kong';
