import type { ProductionKey } from './i18n';

// The production path's numbers and options (spec 2 §5, §9; spec 3 §2.3, §5, §9); its texts are in `i18n/`.

/** Spec 1 §3 material options: the value the server stores, and its label's key. */
export const MATERIAL_KEYS = {
  Silver: 'production.material.silver',
  Copper: 'production.material.copper',
  'Yellow Gold': 'production.material.yellowGold',
  alloy: 'production.material.alloy',
  'Rose Gold': 'production.material.roseGold',
  Platinum: 'production.material.platinum',
  'gold plating': 'production.material.goldPlating',
  'Stainless Steel': 'production.material.stainlessSteel',
  '18K Gold': 'production.material.gold18k',
  '925 silver': 'production.material.silver925',
  'Natural crystals': 'production.material.crystals',
} as const satisfies Record<string, ProductionKey>;
export const MATERIAL_OPTIONS = Object.keys(MATERIAL_KEYS) as (keyof typeof MATERIAL_KEYS)[];

/** A product page whose background refetch failed keeps its screen and asks again after this long. */
export const PRODUCT_QUIET_RETRY_MS = 5000;

/** Spec 2 §9: the service fee on a making order and the two price options. */
export const SERVICE_FEE_RATE = 0.1;
export const BULK_COUNT = 10;

/** Spec 2 §5, §9: selling price bounds as multiples of the production cost. */
export const PRICE_MIN_FACTOR = 1.5;
export const PRICE_MAX_FACTOR = 20;

/** Spec 2 §5: the quality slider (people_number). */
export const PEOPLE_MIN = 30;
export const PEOPLE_MAX = 60;
export const PEOPLE_STEP = 10;
export const PEOPLE_DEFAULT = 30;

/** Spec 3 §9: pre-sale service fee and creator share, shown on an example base of 10. */
export const PRE_SALE_FEE_RATE = 0.3;
export const CREATOR_SHARE_RATE = 0.7;
export const SHARE_EXAMPLE_BASE = 10;
export const STORY_MAX = 200;

/** The income estimate reruns this long after the last change. */
export const INCOME_DEBOUNCE_MS = 400;

/** Spec 3 §2.3, §9: production period chart, 1 to 4 days; the phases follow one another. */
export const PERIOD_MAX_DAYS = 4;
export const PRODUCTION_PERIOD = [
  { phase: 'design', days: 1 },
  { phase: 'make', days: 2 },
  { phase: 'deliver', days: 1 },
] as const;

/** The production path's drafts (useDraftForm), one per form and product. */
export const DRAFT_KEYS = {
  address: (imageId: number) => `production.address:${imageId}`,
  /** Written on the cost page, sent from the checkout: one draft for both. */
  note: (imageId: number) => `production.note:${imageId}`,
  sell: (imageId: number) => `production.sell:${imageId}`,
} as const;

/**
 * The shipping address's fields. `max` is each one's length limit (issue 41 §11; the spec gives none): room for
 * any real name, street line, city or number, not for 10,000 characters. Past it the field says so (no silent cut).
 */
export const ADDRESS_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name', max: 60 },
  { name: 'lastName', autoComplete: 'family-name', max: 60 },
  { name: 'address1', autoComplete: 'address-line1', max: 200 },
  { name: 'city', autoComplete: 'address-level2', max: 100 },
  { name: 'province', autoComplete: 'address-level1', max: 100 },
  { name: 'zip', autoComplete: 'postal-code', max: 20 },
  { name: 'country', autoComplete: 'country-name', max: 60 },
  { name: 'phone', autoComplete: 'tel', max: 30 },
] as const;

/** Spec 2 §5: the four steps of the production path, as the status modals show them. */
export const PROGRESS_STEP_KEYS = [
  'production.step.valuation',
  'production.step.pay',
  'production.step.make',
  'production.step.deliver',
] as const satisfies readonly ProductionKey[];
