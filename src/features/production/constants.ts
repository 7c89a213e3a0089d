/** The production path's texts and numbers (spec 2 §5, §8, §9; spec 3 §2.2, §2.3, §2.8, §5, §9), word for word. */

export const MESSAGES = {
  // spec 3 §2.8 cost page
  costModalTitle: 'The product is under going cost assessment',
  costModalNote: "We'll update for status change",
  waitCost: 'Wait for cost assessment',
  pending: 'Pending',
  // spec 3 §2.3 order status page (typographic apostrophe, as the spec writes it)
  deliverModalTitle: 'Goods are being produced',
  deliverModalNote: 'We’ll update for status change',
  // ours: the same modal once the operator has recorded the tracking
  dispatchedModalTitle: 'Your goods are on their way',
  // spec 2 §8
  applyingProduction: 'Applying for production',
  paySuccess: 'Pay success',
  paymentError: 'An error occurred during the payment process.',
  paymentCanceled: 'Payment canceled.',
  applyingSell: 'Applying for sell.',
  // spec 2 §5 sell form
  inputTitle: 'Please input title!',
  chooseMaterial: 'Please choose material!',
  inputPrice: 'Please input price!',
  chooseQuality: 'Please choose quality!',
  // spec 3 §5 pre-sale form
  selectMaterial: 'Please select material!',
  // spec 3 §2.2
  makingTitle: 'Making & Pre-sale',
  // ours
  serviceFeeNote: '10 % service fee',
} as const;

/** The Lab landing's title (spec 1 §2.2's Lab item, its typo mended); the header reads the same. */
export const LAB_TITLE = 'Pre-production & Presale';

/** Spec 1 §3 material options. */
export const MATERIAL_OPTIONS = [
  'Silver',
  'Copper',
  'Yellow Gold',
  'alloy',
  'Rose Gold',
  'Platinum',
  'gold plating',
  'Stainless Steel',
  '18K Gold',
  '925 silver',
  'Natural crystals',
] as const;

/** The two ways to pay a making order; both go through the same steps (spec 2 §4). */
export const METHOD_LABELS = { card: 'Card', paypal: 'PayPal' } as const;

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
  { phase: 'Design', days: 1 },
  { phase: 'Make', days: 2 },
  { phase: 'Deliver', days: 1 },
] as const;

/** The production path's drafts (useDraftForm), one per form and product. */
export const DRAFT_KEYS = {
  address: (imageId: number) => `production.address:${imageId}`,
  /** Written on the cost page, sent from the checkout: one draft for both. */
  note: (imageId: number) => `production.note:${imageId}`,
  sell: (imageId: number) => `production.sell:${imageId}`,
} as const;

export const ADDRESS_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'address1', label: 'Address', autoComplete: 'address-line1' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'province', label: 'Province / state', autoComplete: 'address-level1' },
  { name: 'zip', label: 'ZIP / postal code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
] as const;
