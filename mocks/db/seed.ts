import { faker } from './faker';
import { artPath } from '../media/paths';
import { clipFor } from '../media/clips';
import type {
  CategoryRow,
  CollectionRow,
  DescImageRow,
  ImageRow,
  PlanRow,
  ProductRow,
  RecordRow,
  Tables,
  TemplateRow,
  UserRow,
  VideoRow,
} from './types';

/** The seed every reload and every test starts from. */

/** The failure reason of the seed's failed generations (the mock says it in Chinese for a zh request: mocks/i18n.ts). */
export const SEED_FAIL_REASON = 'The image service timed out, please try again.';
export const SEED = 20260115;
export const DEFAULT_GALLERY_SIZE = 400;
export const BIG_GALLERY_SIZE = 5000;

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_USER_ID = 1;
export const DEMO_POINTS = 200;
/** A session that never expires for the demo user (Storybook and tests sign in with it). */
export const DEMO_ACCESS_TOKEN = 'demo-access-token';
/** The operator account of the admin area (role `admin`); far from the ids sign-up hands out. */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin1234!';
export const ADMIN_USER_ID = 900;
export const ADMIN_ACCESS_TOKEN = 'admin-access-token';
export const APPLE_PLACEHOLDER_ACCESS_TOKEN = 'apple-placeholder-access-token';

const DAY = 24 * 60 * 60 * 1000;

export const ASPECT_RATIOS = ['1:1', '3:4', '2:3', '9:16', '4:3', '16:9', '3:2'] as const;

export const MATERIALS = [
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
];

/** Function keys and their cost in points (imageGeneration matches the "4 credits" of the UI). */
export const FUNCTIONS = [
  { key: 'imageGeneration', name: 'Inspiration generation', points: 4 },
  { key: 'imageChat', name: 'Vary and upscale', points: 4 },
  { key: 'descImageGeneration', name: 'Product image', points: 1 },
  { key: 'videoShowGeneration', name: 'Product video', points: 10 },
];

export const UPLOAD_CATEGORY_MODELS = 20;
export const UPLOAD_CATEGORY_INSPIRATION = 22;

export interface SeedOptions {
  galleryCount?: number;
  /** Reference time: seeded dates are spread before it. */
  now: number;
}

function dims(ar: string, long = 1024): { width: number; height: number } {
  const [w, h] = ar.split(':').map(Number);
  return w >= h
    ? { width: long, height: Math.round((long * h) / w) }
    : { width: Math.round((long * w) / h), height: long };
}

function categories(): CategoryRow[] {
  const material = { attribute_id: 1, name: 'Material', values: MATERIALS };
  const stone = {
    attribute_id: 2,
    name: 'Stone',
    values: ['Diamond', 'Sapphire', 'Ruby', 'Emerald', 'Pearl', 'None'],
  };
  const style = {
    attribute_id: 3,
    name: 'Style',
    values: ['Minimal', 'Vintage', 'Statement', 'Art Deco', 'Boho'],
  };
  const fabric = {
    attribute_id: 4,
    name: 'Fabric',
    values: ['Silk', 'Linen', 'Cotton', 'Wool', 'Denim', 'Leather'],
  };
  const fit = { attribute_id: 5, name: 'Fit', values: ['Slim', 'Regular', 'Oversized'] };
  const colour = {
    attribute_id: 6,
    name: 'Colour',
    values: ['Ivory', 'Black', 'Sage', 'Terracotta', 'Navy', 'Blush'],
  };
  const row = (
    category_id: number,
    parent_id: number | null,
    name: string,
    filter_type: 0 | 1,
    attributes: CategoryRow['attributes'] = [],
    show_type: 0 | 1 = 0,
  ): CategoryRow => ({
    category_id,
    parent_id,
    name,
    filter_type,
    type: 0,
    show_type,
    attributes,
    sort: category_id,
  });
  return [
    row(1, null, 'Jewelry', 0),
    row(2, 1, 'Rings', 0, [material, stone, style]),
    row(3, 1, 'Necklaces', 0, [material, stone, style]),
    row(4, 1, 'Earrings', 0, [material, stone]),
    row(5, 1, 'Bracelets', 0, [material, style]),
    row(6, null, 'Fashion', 0),
    row(7, 6, 'Dresses', 0, [fabric, fit, colour]),
    row(8, 6, 'Coats', 0, [fabric, fit, colour]),
    row(9, 6, 'Tops', 0, [fabric, colour]),
    row(10, 6, 'Bags', 0, [colour, material]),
    row(21, null, 'Other', 0),
    row(22, 21, 'Inspiration', 0, [style]),
    row(23, 21, 'Home Decor', 0, [colour, style], 1),
    row(40, null, 'Models-All', 1),
    row(20, 40, 'Model-Custom', 1),
    row(41, 40, 'Model-Street', 1),
    row(42, 40, 'Model-Studio', 1),
    row(43, 40, 'Model-Editorial', 1),
    row(44, 40, 'Model-Runway', 1),
    row(45, 40, 'Model-Casual', 1),
  ];
}

const JEWELRY_ITEMS: Record<number, string[]> = {
  2: ['ring', 'signet ring', 'stacking ring', 'cocktail ring'],
  3: ['pendant necklace', 'choker', 'locket', 'chain necklace'],
  4: ['drop earrings', 'hoop earrings', 'stud earrings', 'ear cuff'],
  5: ['cuff bracelet', 'tennis bracelet', 'charm bracelet', 'bangle'],
  7: ['slip dress', 'wrap dress', 'pleated midi dress', 'shirt dress'],
  8: ['trench coat', 'wool coat', 'cropped jacket', 'quilted coat'],
  9: ['silk blouse', 'knit top', 'linen shirt', 'corset top'],
  10: ['tote bag', 'clutch', 'crossbody bag', 'bucket bag'],
  22: ['mood board', 'still life', 'product flat lay', 'colour study'],
  23: ['ceramic vase', 'table lamp', 'scented candle', 'woven basket'],
};
const SETTINGS = [
  'on a marble table',
  'in a sunlit studio',
  'on pale linen',
  'against a terracotta wall',
  'by a window',
  'on a velvet cushion',
  'in a botanical garden',
  'on wet sand',
];
const LIGHTING = [
  'soft morning light',
  'golden hour',
  'studio softbox lighting',
  'high-key light',
  'moody low light',
  'diffused daylight',
];
const MODEL_LOOKS = [
  'street style look',
  'studio portrait',
  'editorial pose',
  'runway walk',
  'casual weekend look',
];

/**
 * A seeded item's name and prompt, and the item itself (`ring`, `woven basket`, `wrap dress` …): its picture is
 * drawn from the item's words (mocks/media/art `subjectOf`), so the name says what the picture shows.
 */
function prompt(categoryId: number, styleCategory: boolean): { name: string; prompt: string; item: string } {
  if (styleCategory) {
    const look = faker.helpers.arrayElement(MODEL_LOOKS);
    const garment = faker.helpers.arrayElement([
      ...JEWELRY_ITEMS[7],
      ...JEWELRY_ITEMS[8],
      ...JEWELRY_ITEMS[9],
    ]);
    const colour = faker.color.human();
    return {
      // The name says the garment the picture shows ('Aria in a wrap dress, street style look').
      name: `${faker.helpers.arrayElement(['Aria', 'Noa', 'Mila', 'Iris', 'Zoe', 'Luca', 'Kai'])} in a ${garment}, ${look}`,
      prompt: `Fashion model in a ${colour} ${garment}, ${look}, ${faker.helpers.arrayElement(LIGHTING)}`,
      item: garment,
    };
  }
  const item = faker.helpers.arrayElement(JEWELRY_ITEMS[categoryId] ?? JEWELRY_ITEMS[22]);
  const adjective = faker.helpers.arrayElement([
    'minimal',
    'sculptural',
    'vintage',
    'delicate',
    'bold',
    'organic',
    'geometric',
    'romantic',
  ]);
  const material =
    categoryId <= 5
      ? faker.helpers.arrayElement(MATERIALS)
      : faker.helpers.arrayElement(['silk', 'linen', 'leather', 'wool', 'cotton']);
  return {
    name: `${adjective[0].toUpperCase()}${adjective.slice(1)} ${item}`,
    prompt: `A ${adjective} ${material} ${item} ${faker.helpers.arrayElement(SETTINGS)}, ${faker.helpers.arrayElement(LIGHTING)}, product photography`,
    item,
  };
}

interface Ids {
  id: number;
}

function video(ids: Ids, index: number, name: string): VideoRow {
  const clip = clipFor(index);
  ids.id += 1;
  return { video_id: ids.id, path: clip.path, name, width: clip.width, height: clip.height, cover: null };
}

function galleryImage(ids: Ids, now: number, index: number, cats: CategoryRow[]): ImageRow {
  const styleCats = cats.filter(
    (c) => c.filter_type === 1 && c.parent_id !== null && c.category_id !== UPLOAD_CATEGORY_MODELS,
  );
  const productCats = cats.filter((c) => c.filter_type === 0 && c.parent_id !== null);
  const isStyle = faker.number.float() < 0.3;
  const category = faker.helpers.arrayElement(isStyle ? styleCats : productCats);
  const ar = isStyle
    ? faker.helpers.arrayElement(['3:4', '2:3', '9:16', '1:1'])
    : faker.helpers.arrayElement(ASPECT_RATIOS);
  const { width, height } = dims(ar);
  const { name, prompt: text, item } = prompt(category.category_id, isStyle);
  ids.id += 1;
  const image_id = ids.id;
  // The picture shows the item the name says (mocks/media/art draws what the seed names).
  const seed = `g${image_id}-${item}`;
  const path = artPath(seed, ar);
  const created = now - faker.number.int({ min: 1, max: 120 }) * DAY - faker.number.int({ min: 0, max: DAY });
  const hasVideo = faker.number.float() < 0.18;
  const videos = hasVideo ? [video(ids, index, `${name} video`)] : [];
  const mainVideo = videos[0]
    ? { video_id: videos[0].video_id, path: videos[0].path, width: videos[0].width, height: videos[0].height }
    : null;
  const main: DescImageRow = {
    image_id,
    is_main: true,
    name,
    path,
    width,
    height,
    type: 0,
    video: mainVideo,
    videos,
  };
  const extra: DescImageRow[] = [];
  const extraCount = faker.number.int({ min: 0, max: 2 });
  for (let i = 0; i < extraCount; i += 1) {
    ids.id += 1;
    const extraAr = faker.helpers.arrayElement(ASPECT_RATIOS);
    extra.push({
      image_id: ids.id,
      is_main: false,
      name: `${name} ${i + 2}`,
      path: artPath(`${seed}-d${i}`, extraAr),
      ...dims(extraAr),
      type: 3,
      video: null,
      videos: [],
    });
  }
  // A handful of pinned items (the same eight whatever the gallery size).
  const pinned = index < 400 && index % 50 === 7;
  return {
    image_id,
    prompt_id: isStyle ? 501 + (image_id % 12) : null,
    path,
    name,
    prompt: text,
    product_link: faker.number.float() < 0.1 ? `/tools/info/${image_id}` : null,
    author: faker.internet.username().toLowerCase(),
    width,
    height,
    type: isStyle ? 6 : 0,
    category_id: category.category_id,
    create_time: created,
    update_time: created,
    sort: pinned ? faker.number.int({ min: 1, max: 9 }) : 0,
    like_base: faker.number.int({ min: 0, max: 320 }),
    images_desc: [main, ...extra],
    videos,
    video: mainVideo,
    description:
      faker.number.float() < 0.35
        ? {
            title: name,
            description: `**${name}**\n\n${faker.lorem.sentences(2)}\n\n- Material: ${faker.helpers.arrayElement(MATERIALS)}\n- Style: ${faker.helpers.arrayElement(['Minimal', 'Vintage', 'Statement'])}`,
          }
        : null,
    ar,
    owner_id: null,
    public: true,
    record_id: null,
    parent_image_id: null,
    is_use: true,
    seeded: true,
  };
}

function templates(ids: Ids, cats: CategoryRow[]): TemplateRow[] {
  const rows: TemplateRow[] = [];
  let promptId = 300;
  let modelId = 900;
  const modelImage = (seed: string, name: string, ar = '3:4') => {
    ids.id += 1;
    modelId += 1;
    return { model_id: modelId, image_id: ids.id, path: artPath(seed, ar), name };
  };
  // Marketing template groups (image, product_show and sense_show) for every product child category.
  const productChildren = cats.filter((c) => c.filter_type === 0 && c.parent_id !== null);
  const scenes = [
    ['Marble table', 'Place the product on a white marble table, soft morning light'],
    ['Velvet display', 'Show the product on a deep velvet display bust, jewellery-store lighting'],
    ['Sunlit linen', 'Lay the product on crumpled linen with long window shadows'],
    ['Botanical', 'Surround the product with fresh leaves and petals, shallow depth of field'],
    ['On model', 'Show the product worn by a model, close crop, natural light'],
    ['Street scene', 'The product in a lively city street at golden hour'],
  ];
  for (const cat of productChildren) {
    scenes.forEach(([name, text], i) => {
      promptId += 1;
      rows.push({
        prompt_id: promptId,
        name,
        description: text,
        prompt: text,
        category_id: cat.category_id,
        type: 0,
        show_type: i < 4 ? 0 : 1,
        // The scene's preview shows the category's product in the scene's setting ('Marble table' on marble: the
        // art draws the item and the setting the seed names).
        models: [
          modelImage(
            `tpl-${cat.category_id}-${i} ${name} ${JEWELRY_ITEMS[cat.category_id]?.[i % 4] ?? ''}`,
            name,
            '1:1',
          ),
        ],
      });
    });
  }
  // Video animation effects: two previews each (models[0] default, models[1] on hover).
  const effects = [
    'Slow orbit',
    'Sparkle',
    'Zoom in',
    'Fabric breeze',
    'Light sweep',
    'Rotate 360',
    'Float',
    'Petal fall',
  ];
  // Each preview is a picture of the effect itself (mocks/media/art: `fx-` seeds are animated), the second
  // sample with another product: no two previews are alike.
  const effectProducts = [
    'ring',
    'tote bag',
    'pendant necklace',
    'vase',
    'drop earrings',
    'candle',
    'bangle',
    'lamp',
  ];
  effects.forEach((name, i) => {
    promptId += 1;
    const productA = effectProducts[i % effectProducts.length];
    const productB = effectProducts[(i + 3) % effectProducts.length];
    rows.push({
      prompt_id: promptId,
      name,
      description: `${name} animation effect`,
      prompt: `${name} camera motion, smooth, 4 seconds`,
      category_id: 0,
      type: 1,
      show_type: 0,
      models: [
        modelImage(`fx-${name} ${productA} a`, `${name} preview`, '9:16'),
        modelImage(`fx-${name} ${productB} b`, `${name} hover`, '9:16'),
      ],
    });
  });
  // Model (fashion style) templates: up to 3 model images each, ids 501..(500 + MODEL_TEMPLATE_COUNT);
  // the first twelve are those gallery style images point at (spec 3 §2.9 "almost a hundred outfit sets").
  const styleCats = cats.filter(
    (c) => c.filter_type === 1 && c.parent_id !== null && c.category_id !== UPLOAD_CATEGORY_MODELS,
  );
  for (let i = 0; i < MODEL_TEMPLATE_COUNT; i += 1) {
    const cat = styleCats[i % styleCats.length];
    const look = MODEL_LOOKS[i % MODEL_LOOKS.length];
    const round = Math.floor(i / styleCats.length);
    const name =
      `${cat.name.replace(/^Models?-/, '')} ${['I', 'II', 'III'][round] ?? `#${round + 1}`}`.trim();
    rows.push({
      prompt_id: 501 + i,
      name,
      description: [`${look} with ${faker.color.human()} tones`, `${faker.helpers.arrayElement(LIGHTING)}`],
      prompt: `Fashion model, ${look}, ${faker.helpers.arrayElement(LIGHTING)}`,
      category_id: cat.category_id,
      type: 0,
      show_type: 1,
      models: Array.from({ length: 1 + (i % 3) }, (_, k) =>
        modelImage(`model-${i}-${k} fashion`, `${name} ${k + 1}`),
      ),
    });
  }
  return rows;
}

/** How many outfit templates the style categories hold (spec 3 §2.9). */
export const MODEL_TEMPLATE_COUNT = 96;

/**
 * Every model image of a fashion-style template is a real image record (type models), so the fashion
 * factory can load the template's first model image by id (`/image/info`).
 */
function templateModelImages(tpls: TemplateRow[], cats: CategoryRow[], now: number): ImageRow[] {
  const styleIds = new Set(cats.filter((c) => c.filter_type === 1).map((c) => c.category_id));
  return tpls
    .filter((tpl) => tpl.type === 0 && tpl.category_id !== null && styleIds.has(tpl.category_id))
    .flatMap((tpl) =>
      tpl.models.map((model): ImageRow => {
        const { width, height } = dims('3:4');
        const created = now - 30 * DAY;
        return {
          image_id: model.image_id,
          prompt_id: tpl.prompt_id,
          path: model.path,
          name: model.name,
          prompt: tpl.prompt,
          product_link: null,
          author: 'atelier',
          width,
          height,
          type: 6,
          category_id: tpl.category_id,
          create_time: created,
          update_time: created,
          sort: 0,
          like_base: 0,
          images_desc: [
            {
              image_id: model.image_id,
              is_main: true,
              name: model.name,
              path: model.path,
              width,
              height,
              type: 0,
              video: null,
              videos: [],
            },
          ],
          videos: [],
          video: null,
          description: null,
          ar: '3:4',
          owner_id: null,
          public: false,
          record_id: null,
          parent_image_id: null,
          is_use: true,
          seeded: true,
        };
      }),
    );
}

function plans(): PlanRow[] {
  const features = (level: number) =>
    [
      'Inspiration generation',
      'Marketing images',
      'Try-on and photoset',
      'Product videos',
      'Priority queue',
      'Dedicated advisor',
    ].map((description, i) => ({ id: i + 1, enabled: i <= level + 1, description }));
  const plan = (
    level_id: number,
    level: number,
    name: string,
    price: number,
    billingCycle: number,
    credits: number,
    description: string,
    button: string,
  ): PlanRow => ({
    level_id,
    level,
    name,
    description,
    price,
    // A yearly plan lists twelve monthly prices and charges 20 % less (the '20% OFF' badge, spec 3 §9).
    discount: billingCycle === 3 && price > 0 ? 0.8 : 1,
    discountPrice: billingCycle === 3 && price > 0 ? Math.round(price * 0.8 * 100) / 100 : price,
    currency: 'USD',
    billingCycle,
    button,
    buttonDetail: null,
    credits,
    content: features(level),
  });
  return [
    plan(1, 1, 'Free', 0, 1, 20, 'Try the studio with a few credits every month.', 'Start free'),
    plan(2, 2, 'Starter', 19, 1, 500, 'For makers launching their first products.', 'Subscribe'),
    plan(3, 3, 'Pro', 49, 1, 1500, 'For growing brands with weekly launches.', 'Subscribe'),
    plan(4, 4, 'Studio', -1, 1, 5000, 'Tailored production support with a personal advisor.', 'Contact us'),
    plan(
      5,
      2,
      'Starter',
      228,
      3,
      6000,
      'For makers launching their first products, billed yearly.',
      'Subscribe',
    ),
    plan(6, 3, 'Pro', 588, 3, 18000, 'For growing brands, billed yearly.', 'Subscribe'),
    plan(7, 4, 'Studio', -1, 3, 60000, 'Tailored production support with a personal advisor.', 'Contact us'),
  ];
}

const SUPPLIERS = [
  { name: 'Lumen Atelier', desc: 'Fine jewellery workshop in Shenzhen, lost-wax casting and stone setting.' },
  { name: 'Harbour Tailors', desc: 'Small-batch garment maker in Hong Kong, pattern making and sampling.' },
  { name: 'Kiln & Thread', desc: 'Accessories and home goods studio, ceramics and leather.' },
];

export function demoUser(now: number): UserRow {
  return {
    user_id: DEMO_USER_ID,
    email: DEMO_EMAIL,
    username: 'demo',
    password: DEMO_PASSWORD,
    level: 1,
    points: DEMO_POINTS,
    total: DEMO_POINTS,
    provider: 'password',
    vip_expire: null,
    created_at: now - 60 * DAY,
  };
}

export function adminUser(now: number): UserRow {
  return {
    user_id: ADMIN_USER_ID,
    email: ADMIN_EMAIL,
    username: 'admin',
    password: ADMIN_PASSWORD,
    level: 0,
    points: 0,
    total: 0,
    provider: 'password',
    vip_expire: null,
    created_at: now - 90 * DAY,
    role: 'admin',
  };
}

export const adminSession = () => ({
  accessToken: ADMIN_ACCESS_TOKEN,
  refreshToken: 'admin-refresh-token',
  user_id: ADMIN_USER_ID,
  expiresAt: Number.MAX_SAFE_INTEGER,
});

/** A record's params with every field present (records are created from partial params). */
export const emptyParams = (): RecordRow['params'] => ({
  prompt: '',
  ar: '1:1',
  image_id: null,
  image_ids: [],
  images: [],
  prompt_id: null,
  category_id: null,
  attributes: [],
  model: null,
  modelType: null,
  api_platform: null,
  showType: null,
});

/** Builds all tables. Pure: the same options give the same tables. */
export function seedTables(options: SeedOptions): Tables {
  const steps = seedSteps(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Gallery pictures built between two stops of seedSteps (about 10 ms of work on a laptop). */
export const SEED_SLICE = 40;

/**
 * seedTables in steps: it stops after the templates and after every SEED_SLICE gallery pictures, so that the
 * browser can give the page a turn in between (see prepareSeed). Nothing else may use faker before it is done:
 * its sequence makes the data.
 */
export function* seedSteps(options: SeedOptions): Generator<void, Tables, void> {
  const { now } = options;
  const galleryCount = options.galleryCount ?? DEFAULT_GALLERY_SIZE;
  const cats = categories();
  // Each part has its own seed and id range, so the demo data does not change with the gallery size.
  faker.seed(SEED + 2);
  const tpls = templates({ id: 100 }, cats);
  yield;
  faker.seed(SEED);
  const ids: Ids = { id: 1000 };
  const images: ImageRow[] = [];
  for (let i = 0; i < galleryCount; i += 1) {
    images.push(galleryImage(ids, now, i, cats));
    if (i % SEED_SLICE === SEED_SLICE - 1) yield;
  }
  images.push(...templateModelImages(tpls, cats, now));

  faker.seed(SEED + 1);
  ids.id = Math.max(ids.id, 1000 + 20 * BIG_GALLERY_SIZE);
  const records: RecordRow[] = [];
  const collection: CollectionRow[] = [];
  const products: ProductRow[] = [];
  let recordSeq = 0;
  let collectionSeq = 0;
  const nextRecordId = () => {
    recordSeq += 1;
    return `rec_${(0x100000 + recordSeq * 7919).toString(16)}`;
  };

  // History of the demo user: imageGeneration and imageChat, successes and failures, over the last 9 days.
  const historyPlan: { key: 'imageGeneration' | 'imageChat'; ok: boolean; cat: number; ar: string }[] = [
    { key: 'imageGeneration', ok: true, cat: 2, ar: '1:1' },
    { key: 'imageGeneration', ok: true, cat: 7, ar: '3:4' },
    { key: 'imageChat', ok: true, cat: 2, ar: '1:1' },
    { key: 'imageGeneration', ok: false, cat: 3, ar: '9:16' },
    { key: 'imageGeneration', ok: true, cat: 3, ar: '2:3' },
    { key: 'imageGeneration', ok: true, cat: 8, ar: '16:9' },
    { key: 'imageChat', ok: false, cat: 7, ar: '3:4' },
    { key: 'imageGeneration', ok: true, cat: 4, ar: '4:3' },
    { key: 'imageGeneration', ok: true, cat: 10, ar: '3:2' },
    { key: 'imageGeneration', ok: true, cat: 5, ar: '1:1' },
  ];
  const creations: ImageRow[] = [];
  historyPlan.forEach((h, i) => {
    const created = now - (9 - i) * DAY - faker.number.int({ min: 60 * 60 * 1000, max: 6 * 60 * 60 * 1000 });
    const { name, prompt: text } = prompt(h.cat, false);
    const record_id = nextRecordId();
    const count = h.key === 'imageChat' ? 1 : 4;
    const resultIds: number[] = [];
    if (h.ok) {
      for (let k = 0; k < count; k += 1) {
        ids.id += 1;
        const { width, height } = dims(h.ar);
        const img: ImageRow = {
          image_id: ids.id,
          prompt_id: null,
          path: artPath(`${record_id}-${k} ${text}`, h.ar),
          name,
          prompt: text,
          product_link: null,
          author: 'demo',
          width,
          height,
          type: 2,
          category_id: h.cat,
          create_time: created + 8000,
          update_time: created + 8000,
          sort: 0,
          like_base: 0,
          images_desc: [],
          videos: [],
          video: null,
          description: null,
          ar: h.ar,
          owner_id: DEMO_USER_ID,
          public: false,
          record_id,
          parent_image_id: null,
          is_use: true,
          seeded: true,
        };
        img.images_desc = [
          {
            image_id: img.image_id,
            is_main: true,
            name,
            path: img.path,
            width,
            height,
            type: 0,
            video: null,
            videos: [],
          },
        ];
        creations.push(img);
        resultIds.push(img.image_id);
      }
    }
    records.push({
      record_id,
      task_id: record_id.replace('rec_', 'tsk_'),
      user_id: DEMO_USER_ID,
      function_key: h.key,
      group: 1,
      kind: 'image',
      params: {
        ...emptyParams(),
        prompt: text,
        ar: h.ar,
        category_id: h.cat,
        attributes: h.cat <= 5 ? [{ name: 'Material', value: faker.helpers.arrayElement(MATERIALS) }] : [],
        model: h.key === 'imageChat' ? 'gpt-4o-image-generation' : null,
        api_platform: h.key === 'imageChat' ? '302AI' : null,
        image_id: h.key === 'imageChat' ? (creations[0]?.image_id ?? null) : null,
      },
      batch_id: null,
      created_at: created,
      duration_ms: 7000,
      outcome: h.ok ? 'success' : 'failure',
      fail_reason: h.ok ? null : SEED_FAIL_REASON,
      result_count: count,
      result_image_ids: resultIds,
      result_video_ids: [],
      settled: true,
      cancelled_at: null,
      cost: 4,
      upload_id: null,
    });
  });
  images.push(...creations);

  // Products of the demo user's creations, one in every production status; dispatched ones carry pre-sale states.
  const productPlan: { production: number; preSale: number | null }[] = [
    { production: 0, preSale: null },
    { production: 1, preSale: null },
    { production: 2, preSale: null },
    { production: 3, preSale: null },
    { production: 4, preSale: null },
    { production: 4, preSale: 0 },
    { production: 4, preSale: 1 },
    { production: 4, preSale: 2 },
    { production: 4, preSale: 3 },
    { production: 4, preSale: 5 },
    { production: 5, preSale: null },
    { production: 6, preSale: null },
  ];
  productPlan.forEach((p, i) => {
    const img = creations[(i * 3) % creations.length];
    if (products.some((existing) => existing.image_id === img.image_id)) return;
    const cost = p.production >= 2 ? faker.number.int({ min: 12, max: 60 }) : 0;
    products.push({
      product_id: 7001 + i,
      image_id: img.image_id,
      user_id: DEMO_USER_ID,
      production_status: p.production,
      pre_sale_status: p.preSale,
      sampling_cost: cost,
      sampling_price: cost,
      suggested_selling_price: cost * 3,
      origin_price: cost,
      sampling_count: p.production >= 3 ? 1 : 0,
      // One piece at the sampling cost plus the 10 % service fee (spec 2 §9), as the order charged it.
      paid_amount: p.production >= 3 && p.production <= 4 ? Math.round(cost * 110) / 100 : null,
      paid_currency: p.production >= 3 && p.production <= 4 ? 'USD' : null,
      supplier: SUPPLIERS[i % SUPPLIERS.length],
      address:
        p.production >= 3
          ? {
              firstName: 'Demo',
              lastName: 'User',
              address1: '1 Harbour Road',
              city: 'Hong Kong',
              province: 'Wan Chai',
              zip: '999077',
              country: 'HK',
              phone: '+85212345678',
            }
          : null,
      tracking:
        p.production === 4
          ? { carrier: 'SF Express', tracking_number: `SF${1000000 + i}`, note: 'Dispatched' }
          : null,
      sell:
        p.preSale !== null
          ? {
              title: img.name,
              material: 'Rose Gold,925 silver',
              story: 'Made in a small batch.',
              selling_price: String(cost * 3),
              people_number: '30',
              sampling_price: String(cost),
            }
          : null,
      review_note: p.production === 5 ? 'Design cannot be produced with the chosen materials.' : null,
      created_at: img.create_time + DAY / 2,
      updated_at: img.create_time + DAY,
    });
  });

  // Collection (inspiration) items over the last 10 days: marketing and modeling results.
  const parents = images.filter((img) => img.public).slice(0, 30);
  for (let d = 0; d < 10; d += 1) {
    const perDay = 1 + ((d * 7) % 4);
    for (let k = 0; k < perDay; k += 1) {
      const parent = parents[(d * 3 + k) % parents.length];
      const isVideo = (d + k) % 4 === 3;
      const isModel = parent.type === 6;
      ids.id += 1;
      collectionSeq += 1;
      const created = now - d * DAY - (k + 1) * 37 * 60 * 1000;
      const clip = clipFor(d + k);
      const batch = isModel && k % 2 === 0 ? `bat_seed${d}` : null;
      const path = isVideo ? clip.path : artPath(`col-${ids.id} ${parent.prompt}`, parent.ar);
      if (isVideo) {
        // A generated video hangs off its parent image; the item's image_id is the video id.
        parent.videos.push({
          video_id: ids.id,
          path,
          name: `${parent.name} video`,
          width: clip.width,
          height: clip.height,
          cover: parent.path,
        });
      } else {
        const { width, height } = dims(parent.ar);
        const related: DescImageRow = {
          image_id: ids.id,
          is_main: false,
          name: parent.name,
          path,
          width,
          height,
          type: 3,
          video: null,
          videos: [],
        };
        parent.images_desc.push(related);
        images.push({
          ...parent,
          image_id: ids.id,
          path,
          type: 3,
          create_time: created,
          update_time: created,
          sort: 0,
          like_base: 0,
          images_desc: [{ ...related, is_main: true }],
          videos: [],
          video: null,
          description: null,
          owner_id: DEMO_USER_ID,
          public: false,
          parent_image_id: parent.image_id,
        });
      }
      collection.push({
        id: 8000 + collectionSeq,
        user_id: DEMO_USER_ID,
        image_id: ids.id,
        type: isVideo ? 'video' : 'image',
        path,
        parent_path: parent.path,
        parent_image_id: parent.image_id,
        batch_id: batch,
        parent_batch_id: batch,
        filter_type: isModel ? '1' : '0',
        create_time: created,
        update_time: created,
      });
    }
  }

  const demo = demoUser(now);
  const tables: Tables = {
    users: [demo, adminUser(now)],
    sessions: [
      adminSession(),
      {
        accessToken: DEMO_ACCESS_TOKEN,
        refreshToken: 'demo-refresh-token',
        user_id: DEMO_USER_ID,
        expiresAt: Number.MAX_SAFE_INTEGER,
      },
      // Spec 1 §7.1: Apple sign-in is a local stand-in with placeholder tokens; the mock lets them in as the demo user.
      {
        accessToken: APPLE_PLACEHOLDER_ACCESS_TOKEN,
        refreshToken: 'apple-placeholder-refresh-token',
        user_id: DEMO_USER_ID,
        expiresAt: Number.MAX_SAFE_INTEGER,
      },
    ],
    codes: [],
    ledger: [
      {
        id: 1,
        user_id: DEMO_USER_ID,
        delta: DEMO_POINTS,
        balance: DEMO_POINTS,
        reason: 'Welcome credits',
        ref: null,
        at: demo.created_at,
      },
    ],
    functions: FUNCTIONS.map((f) => ({ ...f })),
    categories: cats,
    templates: tpls,
    images,
    likes: [],
    records,
    collection,
    products,
    orders: [],
    plans: plans(),
    videoModels: [
      { label: 'Kling 2.1', value: 'kling-v2-1' },
      { label: 'Seedance Pro', value: 'seedance-pro' },
      { label: 'Runway Gen-4 Turbo', value: 'runway-gen4-turbo' },
      { label: 'Pollo Seedance Lite', value: 'pollo-seedance-lite' },
      { label: 'Veo 3 Fast', value: 'veo-3-fast' },
    ],
    uploads: [],
    deletedSeedImageIds: [],
    seq: { id: ids.id, record: recordSeq, order: 0 },
  };

  // The demo user likes a dozen gallery images, liked over the last days.
  const publicImages = images.filter((img) => img.public);
  for (let i = 0; i < Math.min(12, publicImages.length); i += 1) {
    tables.likes.push({
      user_id: DEMO_USER_ID,
      image_id: publicImages[(i * 7) % publicImages.length].image_id,
      at: now - (i * DAY) / 2,
    });
  }
  tables.likes = tables.likes.filter((l, i, all) => all.findIndex((o) => o.image_id === l.image_id) === i);
  return tables;
}
