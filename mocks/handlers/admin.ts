import { db, deleteImage, findImage, modifyImage, nextId, touch } from '../db';
import type { ImageRow, VideoRow } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { requireAdmin } from '../access';
import { reply, route } from '../http';
import { bool, int, oneOf, optBool, optInt, optObject, optStr, paging, page, str } from '../validate';
import { describe } from './products';
import { toGalleryImage } from './serialize';

/**
 * /server operations on the same db (spec 1 §7.2). The operator-only ones (`x-operator-only` in the
 * contract) answer non-admins with 403; genImagesDescription stays open to any signed-in user.
 */

function image(imageId: number): ImageRow {
  const img = db().images.find((i) => i.image_id === imageId);
  if (!img) throw notFound('Image not found');
  return img;
}

function addVideo(img: ImageRow, path: string, name: string, width?: number, height?: number): VideoRow {
  const video: VideoRow = {
    video_id: nextId(),
    path,
    name,
    width: width ?? 720,
    height: height ?? 1280,
    cover: img.path,
  };
  img.videos.push(video);
  img.video ??= { video_id: video.video_id, path, width: video.width, height: video.height };
  modifyImage(img);
  return video;
}

function videoRef(v: VideoRow) {
  return { video_id: v.video_id, path: v.path, name: v.name, width: v.width, height: v.height };
}

export const adminHandlers = [
  ...route('get', '/image/list', ['server'], (ctx) => {
    const user = requireAdmin(ctx);
    const { current, pageSize } = paging(ctx.query, 20);
    const type = oneOf(optInt(ctx.query, 'type'), [0, 1, 2, 3, 4, 5, 6, 9], 'type');
    const categoryId = optInt(ctx.query, 'category_id');
    const keyword = optStr(ctx.query, 'keyword', 200)?.trim().toLowerCase();
    const hasProduct = optBool(ctx.query, 'has_product');
    const production = oneOf(
      optInt(ctx.query, 'production_status'),
      [0, 1, 2, 3, 4, 5, 6],
      'production_status',
    );
    const preSale = oneOf(optInt(ctx.query, 'pre_sale_status'), [0, 1, 2, 3, 5], 'pre_sale_status');
    const byProduct = hasProduct || production !== undefined || preSale !== undefined;
    const products = new Map(db().products.map((p) => [p.image_id, p]));
    const list = db()
      .images.filter((img) => {
        const product = products.get(img.image_id);
        return (
          (type === undefined || img.type === type) &&
          (categoryId === undefined || img.category_id === categoryId) &&
          (!keyword ||
            String(img.image_id) === keyword ||
            img.name.toLowerCase().includes(keyword) ||
            img.prompt.toLowerCase().includes(keyword)) &&
          (!byProduct || product !== undefined) &&
          (production === undefined || product?.production_status === production) &&
          (preSale === undefined || product?.pre_sale_status === preSale)
        );
      })
      .sort((a, b) => b.create_time - a.create_time || b.image_id - a.image_id);
    const result = page(list, current, pageSize);
    return { ...result, list: result.list.map((img) => toGalleryImage(img, user.user_id)) };
  }),

  ...route('post', '/image/update', ['server'], async (ctx) => {
    const user = requireAdmin(ctx);
    const body = await ctx.json();
    const img = image(int(body, 'image_id'));
    const name = optStr(body, 'name', 200);
    const promptText = optStr(body, 'prompt', 4000);
    const categoryId = optInt(body, 'category_id');
    const sort = optInt(body, 'sort');
    const productLink = optStr(body, 'product_link', 1000);
    const description = optObject(body, 'description');
    if (categoryId !== undefined && !db().categories.some((c) => c.category_id === categoryId))
      throw notFound('Category not found');
    if (
      description &&
      (typeof description.title !== 'string' || typeof description.description !== 'string')
    ) {
      throw badRequest('description needs a title and a description');
    }
    if (name !== undefined) img.name = name;
    if (promptText !== undefined) img.prompt = promptText;
    if (categoryId !== undefined) img.category_id = categoryId;
    if (sort !== undefined) img.sort = sort;
    if (productLink !== undefined) img.product_link = productLink;
    if (description)
      img.description = { title: String(description.title), description: String(description.description) };
    modifyImage(img);
    touch();
    return toGalleryImage(img, user.user_id);
  }),

  ...route('post', '/image/delDescImage', ['server'], async (ctx) => {
    requireAdmin(ctx);
    const descId = int(await ctx.json(), 'image_id');
    const parent = db().images.find((img) =>
      img.images_desc.some((d) => d.image_id === descId && !(d.is_main && img.image_id === descId)),
    );
    if (!parent) throw notFound('Related image not found');
    const entry = parent.images_desc.find((d) => d.image_id === descId)!;
    if (entry.is_main) throw conflict('The main image cannot be removed; choose another main image first');
    parent.images_desc = parent.images_desc.filter((d) => d !== entry);
    modifyImage(parent);
    touch();
    return reply(null, 'Related image removed');
  }),

  ...route('post', '/image/setUse', ['server'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const img = image(int(body, 'image_id'));
    img.is_use = bool(body, 'is_use');
    modifyImage(img);
    touch();
    return reply(null, img.is_use ? 'Image shown' : 'Image hidden');
  }),

  ...route('post', '/image/setMain', ['server'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const img = image(int(body, 'image_id'));
    const descId = int(body, 'desc_image_id');
    const entry = img.images_desc.find((d) => d.image_id === descId);
    if (!entry) throw notFound('Related image not found');
    for (const d of img.images_desc) d.is_main = d === entry;
    modifyImage(img);
    touch();
    return reply(null, 'Main image changed');
  }),

  ...route('delete', '/image/{id}', ['server'], (ctx) => {
    requireAdmin(ctx);
    const id = int(ctx.params, 'id');
    if (!findImage(id) || !deleteImage(id)) throw notFound('Image not found');
    const t = db();
    t.likes = t.likes.filter((l) => l.image_id !== id);
    touch();
    return reply(null, 'Image deleted');
  }),

  ...route('post', '/image/genImagesDescription', ['server'], async (ctx) => {
    ctx.requireUser();
    const body = await ctx.json();
    const promptText = str(body, 'prompt', 8000);
    const imageId = optInt(body, 'image_id');
    const img = imageId !== undefined ? findImage(imageId) : undefined;
    if (imageId !== undefined && !img) throw notFound('Image not found');
    return describe(img?.name || promptText.split(/[.,\n]/)[0].slice(0, 40), img?.prompt ?? '');
  }),

  ...route('post', '/video/create', ['server'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const img = image(int(body, 'image_id'));
    const video = addVideo(
      img,
      str(body, 'path', 1000),
      optStr(body, 'name', 200) ?? `${img.name} video`,
      optInt(body, 'width'),
      optInt(body, 'height'),
    );
    touch();
    return videoRef(video);
  }),

  ...route('post', '/video/createGroup', ['server'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const img = image(int(body, 'image_id'));
    const list = body.videos;
    if (!Array.isArray(list) || list.length === 0) throw badRequest('videos must be a non-empty array');
    const items = list.map((v, i) => {
      const row = v as Record<string, unknown> | null;
      if (!row || typeof row.path !== 'string' || !row.path)
        throw badRequest(`videos[${i}].path is required`);
      return { path: row.path, name: typeof row.name === 'string' ? row.name : `${img.name} video ${i + 1}` };
    });
    const created = items.map((v) => addVideo(img, v.path, v.name));
    touch();
    return created.map(videoRef);
  }),
];
