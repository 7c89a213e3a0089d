import { db, dbVersion, findImage, isLikedBy, likeCount, touch } from '../db';
import type { CategoryRow, ImageRow } from '../db/types';
import { now } from '../engine/clock';
import { settleAll } from '../engine/tasks';
import { badRequest, notFound } from '../errors';
import { hashString, prng } from '../media/art';
import { route } from '../http';
import { IS_JEST } from '../settings';
import { bool, int, oneOf, optInt, optObject, optStr, paging, page } from '../validate';
import { iso, toGalleryImage, toImageDetail, toInspirationItem } from './serialize';

type Condition = {
  field?: unknown;
  operator?: unknown;
  value?: unknown;
  logic?: unknown;
  conditions?: unknown;
};

function categoryOf(img: ImageRow, cats: Map<number, CategoryRow>): CategoryRow | undefined {
  return img.category_id === null ? undefined : cats.get(img.category_id);
}

function fieldValue(img: ImageRow, field: string, cats: Map<number, CategoryRow>): unknown {
  switch (field) {
    case 'type':
      return img.type;
    case 'category.filter_type':
    case 'filter_type':
      return categoryOf(img, cats)?.filter_type;
    case 'category_id':
    case 'category.category_id':
      return img.category_id;
    default:
      throw badRequest(`custom filter field ${field} is not supported`);
  }
}

/** Evaluates the Explore custom filter tree (spec 1 §7.3): AND/OR groups of "=" conditions. */
function matchCustom(img: ImageRow, node: Condition, cats: Map<number, CategoryRow>, depth = 0): boolean {
  if (depth > 8) throw badRequest('custom filter is nested too deeply');
  if (Array.isArray(node.conditions)) {
    const logic =
      node.logic === 'OR' ? 'OR' : node.logic === 'AND' || node.logic === undefined ? 'AND' : null;
    if (!logic) throw badRequest('custom.logic must be AND or OR');
    const parts = node.conditions as Condition[];
    return logic === 'OR'
      ? parts.some((c) => matchCustom(img, c, cats, depth + 1))
      : parts.every((c) => matchCustom(img, c, cats, depth + 1));
  }
  if (typeof node.field !== 'string') throw badRequest('custom condition needs a field');
  if (node.operator !== undefined && node.operator !== '=')
    throw badRequest('custom condition operator must be "="');
  return String(fieldValue(img, node.field, cats)) === String(node.value);
}

function idList(value: unknown, name: string): number[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parts = Array.isArray(value) ? value : typeof value === 'number' ? [value] : String(value).split(',');
  return parts.map((p) => {
    const n = typeof p === 'number' ? p : Number(String(p).trim());
    if (!Number.isInteger(n)) throw badRequest(`${name} must be a comma-joined list of integers`);
    return n;
  });
}

function shuffle<T>(items: T[], seed: string): T[] {
  const rand = prng(hashString(seed));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

interface GalleryFilter {
  sort: 'rand' | 'time';
  filterType: number | undefined;
  types: number[] | undefined;
  categoryIds: number[] | undefined;
  custom: Condition | undefined;
  search: string | undefined;
}

let lastKey = '';
let lastOrdered: ImageRow[] | null = null;

function orderedMatches({ sort, filterType, types, categoryIds, custom, search }: GalleryFilter): ImageRow[] {
  const t = db();
  const cats = new Map(t.categories.map((c) => [c.category_id, c]));
  let wanted: Set<number> | undefined;
  if (categoryIds) {
    // A parent id selects its children too.
    wanted = new Set(categoryIds);
    for (const c of t.categories)
      if (c.parent_id !== null && wanted.has(c.parent_id)) wanted.add(c.category_id);
  }
  const matches = t.images.filter((img) => {
    if (!img.public || !img.is_use) return false;
    if (types && !types.includes(img.type)) return false;
    if (wanted && (img.category_id === null || !wanted.has(img.category_id))) return false;
    if (filterType !== undefined && categoryOf(img, cats)?.filter_type !== filterType) return false;
    if (custom && !matchCustom(img, custom, cats)) return false;
    if (search && !`${img.name} ${img.prompt}`.toLowerCase().includes(search)) return false;
    return true;
  });
  const pinned = matches.filter((m) => m.sort !== 0).sort((a, b) => b.sort - a.sort);
  const rest = matches.filter((m) => m.sort === 0);
  const ordered =
    sort === 'time'
      ? rest.sort((a, b) => b.create_time - a.create_time || b.image_id - a.image_id)
      : shuffle(rest, JSON.stringify({ types, categoryIds, filterType, search }));
  return [...pinned, ...ordered];
}

export function galleryPage(body: Record<string, unknown>, userId: number | null) {
  const current = optInt(body, 'current') ?? 1;
  const pageSize = optInt(body, 'pageSize') ?? 40;
  if (current < 1) throw badRequest('current must be at least 1');
  if (pageSize < 1 || pageSize > 1000) throw badRequest('pageSize must be between 1 and 1000');
  const sort = (oneOf(optStr(body, 'sort'), ['rand', 'time'], 'sort') ?? 'rand') as 'rand' | 'time';
  const filterType = optInt(body, 'filter_type');
  oneOf(filterType, [0, 1], 'filter_type');
  const types = idList(body.type, 'type');
  const categoryIds = idList(body.category_id, 'category_id');
  const custom = optObject(body, 'custom') as Condition | undefined;
  const search = [optStr(body, 'keyword', 200), optStr(body, 'name', 200), optStr(body, 'q', 200)]
    .find((s) => s && s.trim())
    ?.trim()
    .toLowerCase();

  // In the browser, pages of one filter share the ordered list until the db changes (scrolling 5,000
  // images stays cheap). Jest recomputes: tests may edit rows directly.
  const key = JSON.stringify({ sort, filterType, types, categoryIds, custom, search, v: dbVersion() });
  if (IS_JEST || key !== lastKey || !lastOrdered) {
    lastOrdered = orderedMatches({ sort, filterType, types, categoryIds, custom, search });
    lastKey = key;
  }
  const result = page(lastOrdered, current, pageSize);
  return { ...result, list: result.list.map((img) => toGalleryImage(img, userId)) };
}

function ownImages(userId: number, tab: string): ImageRow[] {
  const t = db();
  switch (tab) {
    case 'likes': {
      const liked = t.likes.filter((l) => l.user_id === userId).sort((a, b) => b.at - a.at);
      return liked.map((l) => findImage(l.image_id)).filter((img): img is ImageRow => !!img);
    }
    case 'product': {
      const mine = t.products.filter((p) => p.user_id === userId).sort((a, b) => b.updated_at - a.updated_at);
      return mine.map((p) => findImage(p.image_id)).filter((img): img is ImageRow => !!img);
    }
    case 'inspiration':
      return t.images
        .filter((img) => img.owner_id === userId && (img.type === 3 || img.library))
        .sort((a, b) => b.create_time - a.create_time);
    case 'model': {
      const uploads = t.images.filter((img) => img.owner_id === userId && img.type === 6);
      const styles = t.images.filter((img) => img.public && img.type === 6).slice(0, 100);
      return [...uploads.sort((a, b) => b.create_time - a.create_time), ...styles];
    }
    default:
      return creations(userId);
  }
}

function creations(userId: number): ImageRow[] {
  return db()
    .images.filter((img) => img.owner_id === userId && (img.type === 2 || img.type === 5))
    .sort((a, b) => b.create_time - a.create_time || b.image_id - a.image_id);
}

function dateGroup(ms: number): string {
  return iso(ms).slice(0, 10);
}

export const galleryHandlers = [
  ...route('post', '/global/images', ['api'], async (ctx) =>
    galleryPage(await ctx.json(), ctx.user?.user_id ?? null),
  ),

  ...route('get', '/image/info', ['api'], (ctx) => {
    const imageId = int(ctx.query, 'image_id');
    settleAll(ctx.user?.user_id);
    const img = findImage(imageId);
    if (!img) throw notFound('Image not found');
    return toImageDetail(img, ctx.user?.user_id ?? null);
  }),

  ...route('get', '/global/imageInfo', ['api'], (ctx) => {
    const imageId = int(ctx.query, 'image_id');
    const img = findImage(imageId);
    if (!img) throw notFound('Image not found');
    return toImageDetail(img, ctx.user?.user_id ?? null);
  }),

  ...route('post', '/image/setLike', ['api'], async (ctx) => {
    const user = ctx.requireUser();
    const body = await ctx.json();
    const imageId = int(body, 'image_id');
    const isLike = bool(body, 'isLike');
    const img = findImage(imageId);
    if (!img) throw notFound('Image not found');
    const t = db();
    const liked = isLikedBy(user.user_id, img.image_id);
    if (isLike && !liked) t.likes.push({ user_id: user.user_id, image_id: img.image_id, at: now() });
    if (!isLike && liked)
      t.likes = t.likes.filter((l) => !(l.user_id === user.user_id && l.image_id === img.image_id));
    touch();
    return { image_id: img.image_id, isLike, likeNum: likeCount(img) };
  }),

  ...route('get', '/image/self', ['api'], (ctx) => {
    const user = ctx.requireUser();
    const { current, pageSize } = paging(ctx.query, 20);
    const tab =
      oneOf(
        optStr(ctx.query, 'type'),
        ['creations', 'likes', 'product', 'inspiration', 'model'] as const,
        'type',
      ) ?? 'creations';
    settleAll(user.user_id);
    const result = page(ownImages(user.user_id, tab), current, pageSize);
    return { ...result, list: result.list.map((img) => toGalleryImage(img, user.user_id)) };
  }),

  ...route('get', '/image/getUserCreations', ['api'], (ctx) => {
    const user = ctx.requireUser();
    const { current, pageSize } = paging(ctx.query, 10);
    settleAll(user.user_id);
    const result = page(creations(user.user_id), current, pageSize);
    return { ...result, list: result.list.map((img) => toGalleryImage(img, user.user_id)) };
  }),

  ...route('get', '/image/getUserInspiration', ['api'], (ctx) => {
    const { current, pageSize } = paging(ctx.query, 6);
    // Anonymous visitors get an empty list (spec 1 §6).
    if (!ctx.user) return { list: [], current, pageSize, total: 0 };
    const userId = ctx.user.user_id;
    settleAll(userId);
    const rows = db()
      .collection.filter((c) => c.user_id === userId)
      .sort((a, b) => b.create_time - a.create_time);
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = dateGroup(row.create_time);
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const all = [...groups.entries()].map(([date_group, items]) => ({
      date_group,
      items: items.map(toInspirationItem),
    }));
    return page(all, current, pageSize);
  }),
];
