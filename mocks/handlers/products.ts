import { db, findImage, touch } from '../db';
import type { AddressRow, ProductRow, UserRow } from '../db/types';
import { now } from '../engine/clock';
import { approveMaking, refreshProduct, scheduleMakingReview, scheduleSellReview } from '../engine/reviews';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { requireAdmin } from '../access';
import { type Base, type Ctx, reply, route } from '../http';
import { bool, int, number, optNumber, optObject, optStr, str } from '../validate';
import { productOf, toProduct } from './serialize';

/**
 * Production path (spec 2 §4): 0 produceNow → applyReview → 1 underReview → reviewMaking → 2 reviewed
 * (or 5 dismiss) → making order paid → 3 inProduction → tracking → 4 dispatched. Pre-sale: applySell →
 * 1 underReview → reviewSell → 2 onSale (or 5 rejected).
 */
const SUPPLIER = {
  name: 'Lumen Atelier',
  desc: 'Fine jewellery workshop in Shenzhen, lost-wax casting and stone setting.',
};
const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'province',
  'zip',
  'country',
  'phone',
] as const;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function productForImage(ctx: Ctx, user: UserRow, imageId: number): ProductRow {
  const product = productOf(imageId);
  if (!product) throw notFound('Product not found');
  if (ctx.base === 'api' && product.user_id !== user.user_id)
    throw forbidden('This product belongs to another account');
  return product;
}

function productById(productId: number): ProductRow {
  const product = db().products.find((p) => p.product_id === productId);
  if (!product) throw notFound('Product not found');
  return refreshProduct(product);
}

function address(body: Record<string, unknown>): AddressRow {
  const raw = optObject(body, 'address');
  if (!raw) throw badRequest('address is required');
  const out = {} as AddressRow;
  for (const field of ADDRESS_FIELDS) {
    const value = raw[field];
    if (typeof value !== 'string' || !value.trim()) throw badRequest(`address.${field} is required`);
    out[field] = value.trim();
  }
  return out;
}

function changed(product: ProductRow): ProductRow {
  product.updated_at = now();
  touch();
  return product;
}

function applyMakingHandler(bases: readonly Base[]) {
  return route('post', '/product/applyMaking', bases, async (ctx) => {
    const user = ctx.requireUser();
    const body = await ctx.json();
    const product = productForImage(ctx, user, int(body, 'image_id'));
    const addr = address(body);
    if (product.production_status !== 2 && product.production_status !== 3) {
      throw conflict('Production can be requested once the cost assessment is approved');
    }
    product.address = addr;
    const description = optStr(body, 'description', 1000);
    if (description !== undefined) product.description = description.trim() || null;
    return reply(toProduct(changed(product)), 'Applying for production');
  });
}

function applySellHandler(bases: readonly Base[]) {
  return route('post', '/product/applySell', bases, async (ctx) => {
    const user = ctx.requireUser();
    const body = await ctx.json();
    const product = productForImage(ctx, user, int(body, 'image_id'));
    const title = str(body, 'title', 120);
    const material = str(body, 'material', 500);
    const story = optStr(body, 'story') ?? '';
    if (story.length > 200) throw badRequest('story must be at most 200 characters');
    const sellingPrice = number(body, 'selling_price');
    const people = int(body, 'people_number');
    if (![30, 40, 50, 60].includes(people)) throw badRequest('people_number must be 30, 40, 50 or 60');
    if (product.production_status !== 3 && product.production_status !== 4) {
      throw conflict('Pre-sale opens once the product is in production');
    }
    if (product.pre_sale_status === 1 || product.pre_sale_status === 2)
      throw conflict('The product is already under review or on sale');
    const cost = product.sampling_cost || product.sampling_price;
    if (cost > 0 && (sellingPrice < cost * 1.5 || sellingPrice > cost * 20)) {
      throw badRequest(`Selling price must be between ${round2(cost * 1.5)} and ${round2(cost * 20)}`);
    }
    product.sell = {
      title,
      material,
      story,
      selling_price: String(sellingPrice),
      people_number: String(people),
      sampling_price: optStr(body, 'sampling_price') ?? String(product.sampling_price),
    };
    product.pre_sale_status = 1;
    scheduleSellReview(product);
    return reply(toProduct(changed(product)), 'Applying for sell.');
  });
}

export const productHandlers = [
  ...route('get', '/product/info', ['api'], (ctx) => {
    ctx.requireUser();
    const imageId = int(ctx.query, 'image_id');
    const img = findImage(imageId);
    if (!img) throw notFound('Image not found');
    const product = productOf(img.image_id);
    return { image_id: img.image_id, path: img.path, product: product ? toProduct(product) : null };
  }),

  ...route('post', '/product/income', ['api'], async (ctx) => {
    const body = await ctx.json();
    const selling = number(body, 'selling_price');
    const origin = number(body, 'origin_price');
    const people = int(body, 'people_number');
    if (people < 30 || people > 60 || people % 10 !== 0)
      throw badRequest('people_number must be 30, 40, 50 or 60');
    if (selling < 0 || origin < 0) throw badRequest('Prices must not be negative');
    const commissionRate = 0.3;
    const margin = Math.max(0, selling - origin);
    const oneIncome = round2(margin * (1 - commissionRate));
    const totalIncome = round2(oneIncome * people);
    return {
      origin_price: origin,
      oneIncome,
      totalIncome,
      commissionRate,
      serverCommission: round2(margin * commissionRate * people),
      income: totalIncome,
    };
  }),

  ...applyMakingHandler(['api', 'server']),
  ...applySellHandler(['api', 'server']),

  ...route('post', '/product/imageAiDescription', ['api'], async (ctx) => {
    ctx.requireUser();
    const img = findImage(int(await ctx.json(), 'image_id'));
    if (!img) throw notFound('Image not found');
    return describe(img.name || 'Untitled design', img.prompt);
  }),

  ...route('post', '/product/applyReview', ['api'], async (ctx) => {
    const user = ctx.requireUser();
    const body = await ctx.json();
    const imageId = int(body, 'image_id');
    const apply = bool(body, 'apply');
    const img = findImage(imageId);
    if (!img) throw notFound('Invalid image id');
    let product = productOf(img.image_id);
    if (product && product.user_id !== user.user_id)
      throw forbidden('This product belongs to another account');
    if (!product) {
      if (!apply) throw conflict('There is no application to cancel');
      const t = db();
      product = {
        product_id: Math.max(7000, ...t.products.map((p) => p.product_id)) + 1,
        image_id: img.image_id,
        user_id: user.user_id,
        production_status: 0,
        pre_sale_status: null,
        sampling_cost: 0,
        sampling_price: 0,
        suggested_selling_price: 0,
        origin_price: 0,
        sampling_count: 0,
        supplier: SUPPLIER,
        address: null,
        tracking: null,
        sell: null,
        review_note: null,
        created_at: now(),
        updated_at: now(),
      };
      t.products.push(product);
    }
    if (apply) {
      if (product.production_status !== 0 && product.production_status !== 1)
        throw conflict('The product is past cost assessment');
      product.production_status = 1;
      scheduleMakingReview(product);
      return reply(toProduct(changed(product)), 'Applying for review');
    }
    if (product.production_status !== 1 && product.production_status !== 0)
      throw conflict('The review can no longer be cancelled');
    product.production_status = 0;
    return reply(toProduct(changed(product)), 'Cancel apply');
  }),

  // ── /server administration of the same products ──
  ...route('post', '/product/reviewMaking', ['server'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const product = productById(int(body, 'product_id'));
    const pass = bool(body, 'pass');
    if (product.production_status !== 1) throw conflict('Only products under review can be assessed');
    if (pass) {
      const cost = optNumber(body, 'sampling_cost');
      if (cost !== undefined && cost <= 0) throw badRequest('sampling_cost must be positive');
      const supplier = optObject(body, 'supplier');
      if (supplier) {
        if (typeof supplier.name !== 'string' || !supplier.name.trim())
          throw badRequest('supplier.name is required');
        product.supplier = {
          name: supplier.name,
          desc: typeof supplier.desc === 'string' ? supplier.desc : '',
        };
      }
      approveMaking(product, {
        sampling_cost: cost,
        sampling_price: optNumber(body, 'sampling_price'),
        suggested_selling_price: optNumber(body, 'suggested_selling_price'),
      });
    } else {
      product.production_status = 5;
      product.review_note = optStr(body, 'reason', 500) ?? 'The design cannot be produced as submitted.';
    }
    return reply(toProduct(changed(product)), pass ? 'Cost assessment approved' : 'Production dismissed');
  }),

  ...route('post', '/product/tracking', ['server'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const product = productById(int(body, 'product_id'));
    const carrier = str(body, 'carrier', 100);
    const trackingNumber = str(body, 'tracking_number', 100);
    if (product.production_status !== 3 && product.production_status !== 4) {
      throw conflict('Only products in production can be dispatched');
    }
    product.tracking = { carrier, tracking_number: trackingNumber, note: 'Dispatched' };
    product.production_status = 4;
    return reply(toProduct(changed(product)), 'Tracking saved');
  }),

  ...route('post', '/product/reviewSell', ['server'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const product = productById(int(body, 'product_id'));
    const pass = bool(body, 'pass');
    if (product.pre_sale_status !== 1)
      throw conflict('Only pre-sale applications under review can be reviewed');
    product.pre_sale_status = pass ? 2 : 5;
    product.review_note = pass
      ? null
      : (optStr(body, 'reason', 500) ?? 'The listing does not meet the pre-sale rules.');
    return reply(toProduct(changed(product)), pass ? 'Pre-sale approved' : 'Pre-sale rejected');
  }),

  ...route('get', '/product/address', ['server'], (ctx) => {
    const user = ctx.requireUser();
    const product = productById(int(ctx.query, 'product_id'));
    const owner = product.user_id === user.user_id;
    if (!owner && user.role !== 'admin') throw forbidden('This product belongs to another account');
    // The product's own address; for its owner, else the one they shipped to last (the saved address).
    const saved =
      product.address ??
      (owner
        ? [...db().products]
            .filter((p) => p.user_id === user.user_id && p.address)
            .sort((a, b) => b.updated_at - a.updated_at)[0]?.address
        : null);
    if (!saved) throw notFound('No shipping address yet');
    return { ...saved };
  }),
];

/** A deterministic "AI" title and Markdown description. */
export function describe(name: string, promptText: string) {
  const title = name.replace(/\s+/g, ' ').trim().slice(0, 60) || 'Untitled design';
  return {
    title,
    description: `## ${title}\n\n${promptText ? `${promptText.trim()}.` : 'A design made in the studio.'}\n\n- Crafted in small batches\n- Materials chosen for everyday wear\n- Designed with Atelier AI`,
  };
}
