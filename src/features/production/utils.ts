import type { ShippingAddress } from '@/api/types';
import { formatMoney, roundMoney } from '@/utils/money';
import { paths } from '@/utils/paths';
import { productionStatusTarget } from '@/utils/productionRoutes';
import {
  ADDRESS_FIELDS,
  BULK_COUNT,
  MESSAGES,
  PEOPLE_DEFAULT,
  PEOPLE_MAX,
  PEOPLE_MIN,
  PEOPLE_STEP,
  PRICE_MAX_FACTOR,
  PRICE_MIN_FACTOR,
  SERVICE_FEE_RATE,
  STORY_MAX,
} from './constants';

/** Amounts on the path are USD (spec 3 §9), rounded to the cent and shown by the one formatter. */
const round2 = roundMoney;

/** A route id as a positive integer, or null. */
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

/** Spec 3 §9: total paid = item count × sampling price per item. */
export const totalPaid = (count: number, unitPrice: number) => round2(count * unitPrice);

/** Spec 2 §5: the selling price lies between 1.5 and 20 times the production cost. */
export function priceBounds(cost: number): { min: number; max: number } {
  return { min: round2(cost * PRICE_MIN_FACTOR), max: round2(cost * PRICE_MAX_FACTOR) };
}

export const priceBoundsMessage = (cost: number) => {
  const { min, max } = priceBounds(cost);
  return `The price must be between ${formatMoney(min)} and ${formatMoney(max)} (1.5 to 20 times the production cost).`;
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

export type SellErrors = Partial<Record<keyof SellValues, string>>;

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

/** Spec 2 §5 sell form rules; `cost` bounds the price when known (> 0). */
export function validateSell(
  values: SellValues,
  cost: number,
  materialMessage: string = MESSAGES.chooseMaterial,
): SellErrors {
  const errors: SellErrors = {};
  if (!values.title.trim()) errors.title = MESSAGES.inputTitle;
  if (values.material.length === 0) errors.material = materialMessage;
  const price = values.selling_price.trim();
  if (!price) errors.selling_price = MESSAGES.inputPrice;
  else if (!/^\d+(\.\d+)?$/.test(price)) errors.selling_price = MESSAGES.inputPrice;
  else if (cost > 0) {
    const { min, max } = priceBounds(cost);
    const n = Number(price);
    if (n < min || n > max) errors.selling_price = priceBoundsMessage(cost);
  }
  if (!isValidPeople(values.people_number)) errors.people_number = MESSAGES.chooseQuality;
  if (values.story.length > STORY_MAX) errors.story = `At most ${STORY_MAX} characters.`;
  return errors;
}

export type AddressValues = Record<keyof ShippingAddress, string>;
export type AddressErrors = Partial<Record<keyof ShippingAddress, string>>;

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

/** Spec 2 §5: all eight address fields are required. */
export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    if (!values[field.name].trim()) errors[field.name] = `Please input ${field.label.toLowerCase()}!`;
  }
  return errors;
}

export const trimAddress = (values: AddressValues): ShippingAddress =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as ShippingAddress;

/** The income estimate request (spec 2 §3): prices as strings, people_number a number; null while invalid. */
export function incomeRequest(values: SellValues, samplingPrice: string) {
  const price = values.selling_price.trim();
  if (!/^\d+(\.\d+)?$/.test(price) || !isValidPeople(values.people_number)) return null;
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
