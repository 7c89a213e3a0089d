import { db, touch } from '../db';
import type { CategoryRow, TemplateRow } from '../db/types';
import { badRequest, conflict, notFound } from '../errors';
import { requireAdmin } from '../access';
import { reply, route, type Ctx } from '../http';
import { localizeContent, wantsChinese } from '../i18n';
import { contentInChinese } from '../contentChinese';
import { int, oneOf, optArray, optInt, optStr, paging, str, strArray } from '../validate';
import { toCategoryNode, toTemplate } from './serialize';

/** Categories, prompt templates, function costs and video models. */

function tree(filterType: number | undefined) {
  const cats = db().categories;
  return cats
    .filter((c) => c.parent_id === null && (filterType === undefined || c.filter_type === filterType))
    .sort((a, b) => a.sort - b.sort)
    .map((parent) =>
      toCategoryNode(
        parent,
        cats.filter((c) => c.parent_id === parent.category_id).sort((a, b) => a.sort - b.sort),
      ),
    );
}

/** The shipped content in the request's language (issue 43 §6): names, descriptions and attribute values. */
const inLanguage = <T>(ctx: Ctx, data: T): T => localizeContent(data, wantsChinese(ctx.request));

function filterType(query: URLSearchParams): number | undefined {
  return oneOf(optInt(query, 'filter_type'), [0, 1], 'filter_type');
}

function category(id: number): CategoryRow {
  const cat = db().categories.find((c) => c.category_id === id);
  if (!cat) throw notFound('Category not found');
  return cat;
}

function isStyleCategory(categoryId: number): boolean {
  return db().categories.find((c) => c.category_id === categoryId)?.filter_type === 1;
}

function templateModels(value: unknown[] | undefined): TemplateRow['models'] | undefined {
  if (!value) return undefined;
  return value.map((m, i) => {
    const row = m as Record<string, unknown> | null;
    if (!row || typeof row.path !== 'string' || !row.path) throw badRequest(`models[${i}].path is required`);
    return {
      model_id: typeof row.model_id === 'number' ? row.model_id : 9000 + i,
      image_id: typeof row.image_id === 'number' ? row.image_id : 0,
      path: row.path,
      name: typeof row.name === 'string' ? row.name : '',
    };
  });
}

export const catalogHandlers = [
  ...route('get', '/global/category', ['api'], (ctx) => inLanguage(ctx, tree(filterType(ctx.query)))),
  ...route('get', '/category/list', ['api'], (ctx) => inLanguage(ctx, tree(filterType(ctx.query)))),

  ...route('get', '/category/getNames', ['api'], (ctx) => {
    const ft = filterType(ctx.query);
    const cats = db().categories.filter((c) => ft === undefined || c.filter_type === ft);
    // Parents first, then their children: with filter_type=1 the first entry is "Models-All" (the client drops it).
    const ordered = cats
      .filter((c) => c.parent_id === null)
      .flatMap((p) => [p, ...cats.filter((c) => c.parent_id === p.category_id)]);
    return inLanguage(
      ctx,
      ordered.map((c) => ({ category_id: c.category_id, name: c.name })),
    );
  }),

  ...route('post', '/category/update', ['api'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const name = str(body, 'name', 100);
    const id = optInt(body, 'category_id');
    const parentId = body.parent_id === null ? null : optInt(body, 'parent_id');
    if (parentId !== undefined && parentId !== null) {
      const parent = category(parentId);
      if (parent.parent_id !== null) throw badRequest('Categories have two levels only');
    }
    const ft = oneOf(optInt(body, 'filter_type'), [0, 1], 'filter_type');
    const type = oneOf(optInt(body, 'type'), [0, 1], 'type');
    const show = oneOf(optInt(body, 'show_type'), [0, 1], 'show_type');
    const t = db();
    let cat: CategoryRow;
    if (id !== undefined) {
      cat = category(id);
      if (parentId === id) throw badRequest('A category cannot be its own parent');
      cat.name = name;
      if (parentId !== undefined) cat.parent_id = parentId;
    } else {
      const nextId = Math.max(...t.categories.map((c) => c.category_id)) + 1;
      cat = {
        category_id: nextId,
        parent_id: parentId ?? null,
        name,
        filter_type: 0,
        type: 0,
        show_type: 0,
        attributes: [],
        sort: nextId,
      };
      t.categories.push(cat);
    }
    if (ft !== undefined) cat.filter_type = ft as 0 | 1;
    if (type !== undefined) cat.type = type as 0 | 1;
    if (show !== undefined) cat.show_type = show as 0 | 1;
    touch();
    return toCategoryNode(
      cat,
      t.categories.filter((c) => c.parent_id === cat.category_id),
    );
  }),

  ...route('post', '/category/delete', ['api'], async (ctx) => {
    requireAdmin(ctx);
    const cat = category(int(await ctx.json(), 'category_id'));
    const t = db();
    if (t.categories.some((c) => c.parent_id === cat.category_id))
      throw conflict('Delete the child categories first');
    t.categories = t.categories.filter((c) => c !== cat);
    touch();
    return reply(null, 'Category deleted');
  }),

  ...route('post', '/category/updateAttr', ['api'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const cat = category(int(body, 'category_id'));
    const name = str(body, 'name', 100);
    if (optArray(body, 'values') === undefined) throw badRequest('values is required');
    const values = strArray(body, 'values');
    const id = optInt(body, 'attribute_id');
    let attr = id !== undefined ? cat.attributes.find((a) => a.attribute_id === id) : undefined;
    if (id !== undefined && !attr) throw notFound('Attribute not found');
    if (!attr) {
      const all = db().categories.flatMap((c) => c.attributes.map((a) => a.attribute_id));
      attr = { attribute_id: Math.max(0, ...all) + 1, name, values };
      cat.attributes.push(attr);
    }
    attr.name = name;
    attr.values = values;
    touch();
    return { ...attr, values: [...attr.values] };
  }),

  ...route('post', '/category/updatePrompt', ['api'], async (ctx) => {
    requireAdmin(ctx);
    const body = await ctx.json();
    const categoryId = int(body, 'category_id');
    category(categoryId);
    const name = str(body, 'name', 200);
    const description =
      body.description === undefined
        ? undefined
        : Array.isArray(body.description)
          ? strArray(body, 'description')
          : optStr(body, 'description', 4000);
    const type = oneOf(optInt(body, 'type'), [0, 1], 'type');
    const show = oneOf(optInt(body, 'show_type'), [0, 1], 'show_type');
    const models = templateModels(optArray(body, 'models'));
    const id = optInt(body, 'prompt_id');
    const t = db();
    let tpl = id !== undefined ? t.templates.find((x) => x.prompt_id === id) : undefined;
    if (id !== undefined && !tpl) throw notFound('Template not found');
    if (!tpl) {
      tpl = {
        prompt_id: Math.max(...t.templates.map((x) => x.prompt_id)) + 1,
        name,
        description: '',
        prompt: '',
        category_id: categoryId,
        type: 0,
        show_type: 0,
        models: [],
      };
      t.templates.push(tpl);
    }
    tpl.name = name;
    tpl.category_id = categoryId;
    if (description !== undefined) {
      tpl.description = description;
      tpl.prompt = Array.isArray(description) ? description.join(', ') : description;
    }
    if (type !== undefined) tpl.type = type as 0 | 1;
    if (show !== undefined) tpl.show_type = show as 0 | 1;
    if (models) tpl.models = models;
    touch();
    return toTemplate(tpl);
  }),

  ...route('get', '/global/promptList', ['api'], (ctx) => {
    const { current, pageSize } = paging(ctx.query, 50);
    const categoryName = optStr(ctx.query, 'category_name', 100)?.trim();
    const categoryId = optInt(ctx.query, 'category_id');
    const cats = db().categories;
    // The client sends back the name it was shown, in either language.
    const named = categoryName
      ? cats.find(
          (c) =>
            c.name.toLowerCase() === categoryName.toLowerCase() || contentInChinese(c.name) === categoryName,
        )
      : undefined;
    if (categoryName && !named) return { list: [], page: current, pageSize, total: 0 };
    const list = db().templates.filter((t) => {
      if (t.type !== 0) return false;
      if (categoryId !== undefined) return t.category_id === categoryId;
      if (named)
        return (
          t.category_id === named.category_id ||
          cats.some((c) => c.parent_id === named.category_id && c.category_id === t.category_id)
        );
      return isStyleCategory(t.category_id);
    });
    return {
      list: inLanguage(ctx, list.slice((current - 1) * pageSize, current * pageSize).map(toTemplate)),
      page: current,
      pageSize,
      total: list.length,
    };
  }),

  ...route('get', '/global/getModelsPromptList', ['api'], (ctx) => {
    const categoryId = optInt(ctx.query, 'category_id');
    return inLanguage(
      ctx,
      db()
        .templates.filter(
          (t) =>
            t.type === 0 &&
            isStyleCategory(t.category_id) &&
            (categoryId === undefined || t.category_id === categoryId),
        )
        .map(toTemplate),
    );
  }),

  ...route('get', '/category/promptList', ['api'], (ctx) => {
    const categoryId = optInt(ctx.query, 'category_id');
    const type = oneOf(optInt(ctx.query, 'type'), [0, 1], 'type') ?? 0;
    const show = oneOf(optInt(ctx.query, 'show_type'), [0, 1], 'show_type');
    if (categoryId !== undefined && categoryId !== 0) category(categoryId);
    return inLanguage(
      ctx,
      db()
        .templates.filter((t) => {
          if (t.type !== type) return false;
          // Animation effects are shared by every category.
          if (type === 1) return true;
          if (categoryId !== undefined && t.category_id !== categoryId) return false;
          if (categoryId === undefined && isStyleCategory(t.category_id)) return false;
          return show === undefined || t.show_type === show;
        })
        .map(toTemplate),
    );
  }),

  ...route('get', '/global/getFunction/{key}', ['api'], (ctx) => {
    const key = str(ctx.params, 'key', 64);
    const fn = db().functions.find((f) => f.key === key);
    if (!fn) throw notFound(`Unknown function key: ${key}`);
    return { key: fn.key as 'imageGeneration', name: fn.name, points: fn.points };
  }),

  ...route('get', '/video/getVideoModelTypes', ['api'], () => db().videoModels.map((m) => ({ ...m }))),
];
