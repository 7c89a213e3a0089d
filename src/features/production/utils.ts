import type { Currency, ShippingAddress } from '@/api/types';
import { validate, type FormErrors, type FormRules } from '@/hooks/useForm';
import { formatMoney, roundMoney } from '@/utils/money';
import { paths } from '@/utils/paths';
import { productionStatusTarget } from '@/utils/productionRoutes';
import {
  ADDRESS_FIELDS,
  BULK_COUNT,
  MATERIAL_KEYS,
  PEOPLE_DEFAULT,
  PEOPLE_MAX,
  PEOPLE_MIN,
  PEOPLE_STEP,
  PRICE_MAX_FACTOR,
  PRICE_MIN_FACTOR,
  SERVICE_FEE_RATE,
  STORY_MAX,
} from './constants';
import { productionT, type ProductionKey } from './i18n';

/** Amounts on the path are USD (spec 3 §9), rounded to the cent and shown by the one formatter. */
const round2 = roundMoney;

/** A route id as a positive integer, or null. */
/**
 * How the Lab names a design, everywhere it is named: the product's title once it has one, else its picture's name
 * (both the user's text, not translated); null when neither (the screen then writes "Design #id").
 */
export const ownProductName = (
  product: { title?: string | null } | null | undefined,
  picture: { name?: string | null } | null | undefined,
): string | null => product?.title || picture?.name || null;

export function parseProductId(id: string | undefined | null): number | null {
  if (!id || !/^\d+$/.test(id)) return null;
  const n = Number(id);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

export interface PriceOption {
  key: 'single' | 'bulk';
  count: number;
  subtotal: number;
  fee: number;
  total: number;
}

/** Spec 2 §9: 1 piece at the sampling cost, or 10 pieces at 10 times the origin price; 10 % fee on top. */
export function priceOptions(product: {
  sampling_cost?: number | null;
  sampling_price?: number | null;
  origin_price?: number | null;
}): PriceOption[] {
  const cost = product.sampling_cost || product.sampling_price || 0;
  const origin = product.origin_price || product.sampling_price || cost;
  return [withFee('single', 1, cost), withFee('bulk', BULK_COUNT, round2(origin * BULK_COUNT))];
}

function withFee(key: PriceOption['key'], count: number, subtotal: number): PriceOption {
  const fee = round2(subtotal * SERVICE_FEE_RATE);
  return { key, count, subtotal: round2(subtotal), fee, total: round2(subtotal + fee) };
}

/** Spec 3 §9: total paid = item count × sampling price per item (the fallback when the order's amount is unknown). */
export const totalPaid = (count: number, unitPrice: number) => round2(count * unitPrice);

export interface PaidSummary {
  /** What the user paid: the making order's amount, fee included. */
  amount: number;
  currency: Currency;
  /** The confirmation's lines when they add up to the amount (count pieces, subtotal, fee). */
  breakdown?: PriceOption;
}

/**
 * The deliver page's "Total paid" (issue 25): the order's amount as charged — never items × price without the
 * fee, which contradicted the receipt. The breakdown is shown when one of the confirmation's options gives it.
 */
export function paidSummary(product: {
  paid_amount?: number | null;
  paid_currency?: Currency | null;
  sampling_count?: number | null;
  sampling_cost?: number | null;
  sampling_price?: number | null;
  sampling_prices?: number | null;
  origin_price?: number | null;
}): PaidSummary {
  const count = product.sampling_count ?? 0;
  if (product.paid_amount === null || product.paid_amount === undefined) {
    const unit = product.sampling_price ?? product.sampling_prices ?? 0;
    return { amount: totalPaid(count, unit), currency: 'USD' };
  }
  const amount = round2(product.paid_amount);
  const breakdown = priceOptions(product).find((o) => o.count === count && o.total === amount);
  return { amount, currency: product.paid_currency ?? 'USD', breakdown };
}

/** The production period's phases one after another (spec 3 §2.3): start and end day of each. */
export function periodPhases<P extends string>(period: readonly { phase: P; days: number }[]) {
  let start = 0;
  return period.map(({ phase, days }) => {
    const item = { phase, days, start, end: start + days };
    start += days;
    return item;
  });
}

/** Spec 2 §5: the selling price lies between 1.5 and 20 times the production cost. */
export function priceBounds(cost: number): { min: number; max: number } {
  return { min: round2(cost * PRICE_MIN_FACTOR), max: round2(cost * PRICE_MAX_FACTOR) };
}

export const priceBoundsMessage = (cost: number) => {
  const { min, max } = priceBounds(cost);
  return productionT('production.priceBounds', { min: formatMoney(min), max: formatMoney(max) });
};

/** Spec 2 §5 people_number: 30 to 60 in steps of 10. */
export const PEOPLE_MARKS = Array.from(
  { length: (PEOPLE_MAX - PEOPLE_MIN) / PEOPLE_STEP + 1 },
  (_, i) => PEOPLE_MIN + i * PEOPLE_STEP,
);
export const isValidPeople = (n: unknown) => typeof n === 'number' && PEOPLE_MARKS.includes(n);

export interface SellValues {
  title: string;
  material: string[];
  selling_price: string;
  people_number: number | null;
  story: string;
}

export type SellErrors = FormErrors<SellValues>;

/** Spec 2 §5 defaults: selling price falls back to the suggested price or '1'. */
export function sellDefaults(product: { suggested_selling_price?: number | null } | null): SellValues {
  return {
    title: '',
    material: [],
    selling_price: product?.suggested_selling_price ? String(product.suggested_selling_price) : '1',
    people_number: PEOPLE_DEFAULT,
    story: '',
  };
}

/** Spec 2 §5: sampling_price falls back to its value or '0'. */
export const samplingPriceOf = (product: { sampling_price?: number | null } | null) =>
  product?.sampling_price ? String(product.sampling_price) : '0';

/** A price the sell form accepts as a number: digits with an optional decimal part. */
const PRICE_PATTERN = /^\d+(\.\d+)?$/;

/** Why a selling price is refused (spec 2 §5): missing or not a number, or outside 1.5×–20× the cost (> 0). */
export function priceError(price: string, cost: number): string | undefined {
  const text = price.trim();
  if (!text || !PRICE_PATTERN.test(text)) return productionT('production.inputPrice');
  if (cost > 0) {
    const { min, max } = priceBounds(cost);
    const n = Number(text);
    if (n < min || n > max) return priceBoundsMessage(cost);
  }
  return undefined;
}

/** Spec 2 §5 sell form rules (useForm's); `cost` bounds the price when known (> 0). */
/** The texts are read when a rule runs (each render), so they follow the language in use. */
export function sellRules(
  cost: number,
  materialMessage: ProductionKey = 'production.chooseMaterial',
): FormRules<SellValues> {
  return {
    title: (value) => (value.trim() ? undefined : productionT('production.inputTitle')),
    material: (value) => (value.length === 0 ? productionT(materialMessage) : undefined),
    selling_price: (value) => priceError(value, cost),
    people_number: (value) => (isValidPeople(value) ? undefined : productionT('production.chooseQuality')),
    story: (value) =>
      value.length > STORY_MAX ? productionT('production.atMost', { max: STORY_MAX }) : undefined,
  };
}

export function validateSell(
  values: SellValues,
  cost: number,
  materialMessage: ProductionKey = 'production.chooseMaterial',
): SellErrors {
  return validate(values, sellRules(cost, materialMessage));
}

export type AddressValues = Record<keyof ShippingAddress, string>;
export type AddressErrors = FormErrors<AddressValues>;

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  address1: '',
  city: '',
  province: '',
  zip: '',
  country: '',
  phone: '',
};

/** Spec 2 §5: all eight address fields are required, each with its own message; each has a length limit too. */
export const ADDRESS_RULES: FormRules<AddressValues> = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [
    field.name,
    (value: string) => {
      if (!value.trim()) return productionT(`production.address.required.${field.name}`);
      if (value.trim().length > field.max) return productionT('production.atMost', { max: field.max });
      return undefined;
    },
  ]),
);

export function validateAddress(values: AddressValues): AddressErrors {
  return validate(values, ADDRESS_RULES);
}

/** The note to the maker sent with the production application (the cost page's Description). */
export interface MakerNote {
  description: string;
}
export const MAKER_NOTE_MAX = 1000;
export const EMPTY_NOTE: MakerNote = { description: '' };
export const MAKER_NOTE_RULES: FormRules<MakerNote> = {
  description: (value) =>
    value.length > MAKER_NOTE_MAX ? productionT('production.atMost', { max: MAKER_NOTE_MAX }) : undefined,
};

export const trimAddress = (values: AddressValues): ShippingAddress =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as ShippingAddress;

/**
 * The income estimate request (spec 2 §3): prices as strings, people_number a number; null while the price is
 * not one the form accepts (not a number, or outside 1.5×–20× the cost) — the estimate then shows a dash.
 */
export function incomeRequest(values: SellValues, samplingPrice: string, cost = 0) {
  const price = values.selling_price.trim();
  if (priceError(price, cost) || !isValidPeople(values.people_number)) return null;
  return { selling_price: price, origin_price: samplingPrice, people_number: values.people_number as number };
}

/** A Markdown description as plain text for the story field (at most 200 characters). */
export function plainText(markdown: string, max = STORY_MAX): string {
  const text = markdown
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/^-\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A Lab card opens the page its status calls for; a pre-sale under review or on sale opens the order status. */
export function labCardTarget(
  product: { production_status: number; pre_sale_status?: number | null } | null | undefined,
  imageId: number,
): string {
  if (
    product &&
    (product.pre_sale_status === 1 || product.pre_sale_status === 2) &&
    product.production_status >= 3
  )
    return paths.deliver(imageId);
  return productionStatusTarget(product?.production_status, imageId);
}

/** A material's label in the language in use; a value the list does not know (an older draft) shows as it is. */
export const materialLabel = (t: (key: ProductionKey) => string, value: string) =>
  value in MATERIAL_KEYS ? t(MATERIAL_KEYS[value as keyof typeof MATERIAL_KEYS]) : value;

/** A production status in words (spec 1 §3); one a newer backend adds reads as "Status n". */
export function productionStatusText(
  t: (key: ProductionKey, values?: { status: number }) => string,
  status: number,
) {
  return status >= 0 && status <= 6 && Number.isInteger(status)
    ? t(`production.status.${status}` as ProductionKey)
    : t('production.statusUnknown', { status });
}

/** A pre-sale status in words (spec 1 §3: 0 to 3 and 5). */
export function preSaleStatusText(
  t: (key: ProductionKey, values?: { status: number }) => string,
  status: number,
) {
  return [0, 1, 2, 3, 5].includes(status)
    ? t(`production.preSaleStatus.${status}` as ProductionKey)
    : t('production.statusUnknown', { status });
}
