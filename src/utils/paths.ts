/**
 * Every in-app URL, built in one place (spec 1 §2.1, spec 2 §2, spec 3 §2.10). Links and `navigate`
 * calls take their targets from here; the status → route tables of spec 2 §2 live here once.
 */

type Id = number | string;
type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=2` from the values that are set (null, undefined and blank strings are left out), in order. */
export function queryString(values: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || String(value).trim() === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

const withQuery = (pathname: string, values: Record<string, QueryValue> = {}) =>
  `${pathname}${queryString(values)}`;
const segment = (id: Id) => encodeURIComponent(String(id));

/** Spec 2 §2 query parameters of /tools/inspiration. */
export interface InspirationParams {
  prompt?: string | null;
  image_id?: Id | null;
  url?: string | null;
  ar?: string | null;
  isEdit?: boolean | null;
  opt_image_id?: Id | null;
  category_child_id?: Id | null;
  reset?: boolean | null;
}

/** Spec 3 §2.1: image_id, and type=video opens the Video tab. */
/** Spec 3 §2.1: the keys of the three tabs (Static, Try-On, Video); the page keeps the open one in `tab`. */
export type MarketingTabKey = 'Photos' | 'tryOn' | 'videoShow';

export interface MarketingContentParams {
  image_id?: Id | null;
  type?: 'image' | 'video' | null;
  tab?: MarketingTabKey | null;
}

/** Spec 3 §2.4. */
export interface ModelingContentParams {
  image_id?: Id | null;
  prompt_id?: Id | null;
  type?: 'video' | null;
}

/** Spec 3 §2.5. */
export interface FashionFactoryParams {
  image_id?: Id | null;
  prompt_id?: Id | null;
  batch_id?: string | null;
  mode?: 'photoset' | null;
  record_id?: string | null;
}

/** The production path's four pages (spec 2 §2). */
export type ProductionPage = 'costAssessment' | 'generate' | 'deliver' | 'preSale';

/** Tabs of the personal space whose cards open by status (spec 2 §2 "Personal space lists"). */
export type SpaceTab = 'creations' | 'likes' | 'production' | 'inspiration';

export const paths = {
  home: () => '/',
  signin: () => '/signin',
  signup: () => '/signup',
  forgetPassword: () => '/forget-password',
  changePassword: () => '/change-password',
  terms: () => '/terms',
  privacy: () => '/privacy',
  contact: () => '/contact',
  /** The admin area, or one of its sections (`/admin/products`). */
  admin: (section = '') => (section ? `/admin/${section}` : '/admin'),
  imageDetail: (imageId: Id) => withQuery('/image/detail', { image_id: imageId }),
  inspiration: (params: InspirationParams = {}) =>
    withQuery('/tools/inspiration', {
      prompt: params.prompt,
      image_id: params.image_id,
      url: params.url,
      ar: params.ar,
      isEdit: params.isEdit || undefined,
      opt_image_id: params.opt_image_id,
      category_child_id: params.category_child_id,
      reset: params.reset || undefined,
    }),
  toolsInfo: (imageId: Id) => `/tools/info/${segment(imageId)}`,
  costAssessment: (imageId: Id) => `/tools/costAssessment/${segment(imageId)}`,
  /** The checkout of a reviewed product; `method` preselects card or PayPal in its confirmation. */
  generate: (imageId: Id, params: { method?: 'card' | 'paypal' } = {}) =>
    withQuery(`/tools/generate/${segment(imageId)}`, { method: params.method }),
  deliver: (imageId: Id) => `/tools/deliver/${segment(imageId)}`,
  preSale: (imageId: Id) => `/tools/pre-sale/${segment(imageId)}`,
  marketingContent: (params: MarketingContentParams = {}) =>
    withQuery('/marketing/content', { image_id: params.image_id, type: params.type, tab: params.tab }),
  marketingPreSale: (params: { image_id?: Id | null } = {}) =>
    withQuery('/marketing/pre-sale', { image_id: params.image_id }),
  modelingContent: (params: ModelingContentParams = {}) =>
    withQuery('/modeling/content', {
      image_id: params.image_id,
      prompt_id: params.prompt_id,
      type: params.type,
    }),
  fashionFactory: (params: FashionFactoryParams = {}) =>
    withQuery('/modeling/fashionFactory', {
      image_id: params.image_id,
      prompt_id: params.prompt_id,
      batch_id: params.batch_id,
      mode: params.mode,
      record_id: params.record_id,
    }),
  space: (tab: SpaceTab | 'avator') => `/space/${tab}`,
  /**
   * `/payment?reason=…&back=…`: the payment page shows why the user was sent there and, once paid, the way back
   * to `back` (an in-app path carrying what the user had typed, checked by `isSafeRedirect` before use).
   */
  payment: ({ reason, back }: { reason?: string | null; back?: string | null } = {}) =>
    withQuery('/payment', { reason, back }),
  production: (page: ProductionPage, imageId: Id) => PRODUCTION_PAGES[page](imageId),
} as const;

const PRODUCTION_PAGES: Record<ProductionPage, (imageId: Id) => string> = {
  costAssessment: paths.costAssessment,
  generate: (imageId) => paths.generate(imageId),
  deliver: paths.deliver,
  preSale: paths.preSale,
};

/** Spec 2 §2 "Navigation by production status" (the info page's pre-sale button): any other → generate. */
export const PRE_SALE_BUTTON_TARGETS: Readonly<Record<number, ProductionPage>> = {
  2: 'generate',
  3: 'deliver',
  4: 'preSale',
};

/** Spec 2 §2 "Personal space lists": a card opens by its product's production status. */
export const SPACE_CARD_TARGETS: Readonly<Record<number, ProductionPage>> = {
  1: 'costAssessment',
  2: 'generate',
  3: 'deliver',
  4: 'preSale',
};

/** The info page's pre-sale button target for a production status (spec 2 §2). */
export function preSaleButtonTarget(status: number | null | undefined, imageId: Id): string {
  return paths.production(PRE_SALE_BUTTON_TARGETS[status ?? -1] ?? 'generate', imageId);
}

/**
 * Where a personal-space card goes (spec 2 §2): by production status; with none, the production tab
 * goes to generate, the inspiration tab to the marketing content, every other tab to the info page.
 */
export function spaceCardTarget(status: number | null | undefined, tab: SpaceTab, imageId: Id): string {
  const page = status === null || status === undefined ? undefined : SPACE_CARD_TARGETS[status];
  if (page) return paths.production(page, imageId);
  if (tab === 'production') return paths.generate(imageId);
  if (tab === 'inspiration') return paths.marketingContent({ image_id: imageId });
  return paths.toolsInfo(imageId);
}

/** An item of the space's inspiration list (spec 2 §2): a batch opens its photoset, else by filter type. */
export function inspirationItemTarget(item: {
  image_id: Id;
  batch_id?: string | null;
  filter_type?: string | number | null;
  type?: 'image' | 'video' | null;
}): string {
  if (item.batch_id) return paths.fashionFactory({ mode: 'photoset', batch_id: item.batch_id });
  if (String(item.filter_type) === '1') return paths.modelingContent({ image_id: item.image_id });
  return paths.marketingContent({ image_id: item.image_id, type: item.type ?? 'image' });
}

/** Issue 45 §2: the tools a finished picture can be sent on to ('Use in…'). */
export type UseInTarget = 'static' | 'tryOn' | 'video' | 'modeling' | 'factory' | 'inspiration';
export const USE_IN_TARGETS: readonly UseInTarget[] = [
  'static',
  'tryOn',
  'video',
  'modeling',
  'factory',
  'inspiration',
];

/** The result viewers a picture is sent on from, named on the next screen ('from Inspiration, 12 Dec'). */
export type PictureSource =
  'inspiration' | 'info' | 'marketing' | 'modeling' | 'photoset' | 'space' | 'batch';
export const PICTURE_SOURCES: readonly PictureSource[] = [
  'inspiration',
  'info',
  'marketing',
  'modeling',
  'photoset',
  'space',
  'batch',
];

/** A picture sent on: the server's image (by id, no download or upload), its path and where it came from. */
export interface SentPicture {
  image_id: Id;
  path: string;
  from: PictureSource;
  /** When the picture was made (a date or a date-time); shown as the day. */
  date?: string | null;
}

/** Query keys of the provenance the next screen shows. */
export const PROVENANCE_KEYS = { from: 'from', date: 'from_date' } as const;

const dayOf = (date: string | null | undefined) => {
  const day = date?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
  return day ?? null;
};

/** Where 'Use in… <target>' goes: the tool's screen with the picture in by its image id, and its provenance. */
export function sendOnTarget(target: UseInTarget, picture: SentPicture): string {
  const id = picture.image_id;
  const provenance = `${PROVENANCE_KEYS.from}=${encodeURIComponent(picture.from)}${
    dayOf(picture.date) ? `&${PROVENANCE_KEYS.date}=${dayOf(picture.date)}` : ''
  }`;
  const base = {
    static: () => paths.marketingContent({ image_id: id, tab: 'Photos' }),
    tryOn: () => paths.marketingContent({ image_id: id, tab: 'tryOn' }),
    video: () => paths.marketingContent({ image_id: id, tab: 'videoShow' }),
    modeling: () => paths.modelingContent({ image_id: id }),
    factory: () => paths.fashionFactory({ image_id: id }),
    // The ReCreate link's form: the picture is the first reference, by its id and path.
    inspiration: () => paths.inspiration({ image_id: id, url: picture.path }),
  }[target]();
  return `${base}${base.includes('?') ? '&' : '?'}${provenance}`;
}

/** The provenance a screen was opened with, or null. */
export function provenanceOf(params: URLSearchParams): { from: PictureSource; day: string | null } | null {
  const from = params.get(PROVENANCE_KEYS.from);
  if (!PICTURE_SOURCES.includes(from as PictureSource)) return null;
  return { from: from as PictureSource, day: dayOf(params.get(PROVENANCE_KEYS.date)) };
}

/** Issue 45 §1: a batch's view (its products, their status and results). */
export const batchPath = (batchId: string) => `/marketing/batch/${segment(batchId)}`;
