import { db, findImage, findUser, nextBatchId } from '../db';
import type { ImageRow, RecordRow, UserRow } from '../db/types';
import { charge, functionCost } from '../engine/ledger';
import { countRunning, createRecord, phaseOf, retryRecord, settle, settleAll } from '../engine/tasks';
import { badRequest, conflict, notEnoughCredits, notFound } from '../errors';
import { reply, route } from '../http';
import { int, intArray, oneOf, optArray, optInt, optStr, str, strArray } from '../validate';
import { aspect, toRecord } from './serialize';

const MODELS = ['gemini-2.5-flash-image', 'gpt-image-1', 'gpt-4o-image-generation'] as const;
const FUNCTION_KEYS = ['imageGeneration', 'imageChat', 'descImageGeneration', 'videoShowGeneration'] as const;
const RATIOS = ['1:1', '16:9', '4:3', '3:2', '9:16', '3:4', '2:3'] as const;

/** Marketing (2) or fashion style (3): results for model images count under Fashion Style. */
function groupFor(parent: ImageRow | undefined): 2 | 3 {
  if (!parent) return 2;
  const cat = db().categories.find((c) => c.category_id === parent.category_id);
  return parent.type === 6 || cat?.filter_type === 1 ? 3 : 2;
}

function attributes(body: Record<string, unknown>): { name: string; value: string }[] {
  const list = optArray(body, 'attributes') ?? [];
  return list.map((item, i) => {
    const row = item as Record<string, unknown> | null;
    if (!row || typeof row.name !== 'string' || typeof row.value !== 'string') {
      throw badRequest(`attributes[${i}] must have a name and a value`);
    }
    return { name: row.name, value: row.value };
  });
}

interface DescItem {
  image: ImageRow;
  prompt: string;
  prompt_id: number | null;
  model: string;
  images: string[];
  showType: number | null;
  batch_id: string | null;
  api_platform: string | null;
  function_key: string;
}

function descItem(body: Record<string, unknown>, where = ''): DescItem {
  try {
    const imageId = int(body, 'image_id');
    const prompt = str(body, 'prompt', 2000);
    if (!prompt.trim()) throw badRequest('Prompt cannot be empty.');
    const model = oneOf(str(body, 'model'), MODELS, 'model') as string;
    const image = findImage(imageId);
    if (!image) throw notFound(`Image ${imageId} not found`);
    const functionKey =
      oneOf(optStr(body, 'function_key'), FUNCTION_KEYS, 'function_key') ?? 'descImageGeneration';
    return {
      image,
      prompt,
      prompt_id: optInt(body, 'prompt_id') ?? null,
      model,
      images: strArray(body, 'images'),
      showType: oneOf(optInt(body, 'showType'), [0, 1], 'showType') ?? null,
      batch_id: optStr(body, 'batch_id', 64) || null,
      api_platform: optStr(body, 'api_platform', 64) ?? null,
      function_key: functionKey,
    };
  } catch (error) {
    if (error instanceof Error && where) error.message = `${where}: ${error.message}`;
    throw error;
  }
}

function createDesc(user: UserRow, item: DescItem, batchId: string | null, delayMs = 0): RecordRow {
  const vary = item.function_key === 'imageChat';
  const upload = db().uploads.find((u) => item.images.includes(u.path));
  return createRecord({
    user_id: user.user_id,
    function_key: item.function_key,
    group: vary ? 1 : groupFor(item.image),
    params: {
      prompt: item.prompt,
      ar: item.image.ar,
      image_id: item.image.image_id,
      images: item.images,
      prompt_id: item.prompt_id,
      model: item.model,
      api_platform: item.api_platform,
      showType: item.showType,
      category_id: item.image.category_id,
    },
    batch_id: batchId,
    result_count: 1,
    cost: functionCost(item.function_key),
    upload_id: upload?.image_id ?? null,
    delay_ms: delayMs,
  });
}

function ownRecord(user: UserRow, recordId: string): RecordRow {
  const rec = db().records.find((r) => r.record_id === recordId && r.user_id === user.user_id);
  if (!rec) throw notFound('Task not found');
  settle(rec);
  return rec;
}

export const generationHandlers = [
  ...route('post', '/action/imageGeneration', ['api'], async (ctx) => {
    const user = ctx.requireUser();
    const body = await ctx.json();
    const prompt = optStr(body, 'prompt') ?? '';
    if (prompt.length > 800) throw badRequest('Prompt must be at most 800 characters');
    const imageIds = intArray(body, 'image_ids');
    if (imageIds.length > 5) throw badRequest('Only upload up to 5 photos');
    const categoryId = optInt(body, 'category_id');
    if (categoryId === undefined) throw badRequest('Need to select category');
    const category = db().categories.find((c) => c.category_id === categoryId);
    if (!category) throw notFound('Category not found');
    if (!prompt.trim() && imageIds.length === 0)
      throw badRequest('Please fill in prompt words or upload pictures.');
    for (const id of imageIds) if (!findImage(id)) throw notFound(`Image ${id} not found`);
    const ar = oneOf(optStr(body, 'ar'), RATIOS, 'ar') ?? '1:1';
    const attrs = attributes(body);
    charge(user, 'imageGeneration', 1);
    const upload = db().uploads.find((u) => imageIds.includes(u.image_id));
    const rec = createRecord({
      user_id: user.user_id,
      function_key: 'imageGeneration',
      group: 1,
      params: {
        prompt,
        ar,
        image_ids: imageIds,
        category_id: categoryId,
        attributes: attrs,
        images: upload ? [upload.path] : [],
      },
      result_count: 4,
      cost: functionCost('imageGeneration'),
      upload_id: upload?.image_id ?? null,
    });
    return reply({ record_id: rec.record_id, batch_id: null }, 'Task submitted, generating.');
  }),

  ...route('get', '/action/getTask', ['api'], (ctx) => {
    const user = ctx.requireUser();
    return toRecord(ownRecord(user, str(ctx.query, 'record_id', 64)), user.user_id);
  }),

  ...route('get', '/action/getImageActionInfo', ['api'], (ctx) => {
    ctx.requireUser();
    const imageId = int(ctx.query, 'image_id');
    const img = db().images.find((i) => i.image_id === imageId);
    if (img) {
      const rec = img.record_id ? db().records.find((r) => r.record_id === img.record_id) : undefined;
      return {
        image_id: img.image_id,
        parent_image_id: img.parent_image_id,
        record_id: rec?.record_id ?? null,
        batch_id: rec?.batch_id ?? null,
        function_key: (rec?.function_key as (typeof FUNCTION_KEYS)[number] | undefined) ?? null,
        action: rec ? (rec.kind === 'video' ? 'video' : 'image') : null,
      };
    }
    // A video id: answer its parent image.
    const parent = db().images.find((i) => i.videos.some((v) => v.video_id === imageId));
    if (!parent) throw notFound('Image not found');
    const rec = db().records.find((r) => r.result_video_ids.includes(imageId));
    return {
      image_id: imageId,
      parent_image_id: parent.image_id,
      record_id: rec?.record_id ?? null,
      batch_id: rec?.batch_id ?? null,
      function_key: 'videoShowGeneration' as const,
      action: 'video',
    };
  }),

  ...route('post', '/image/createDescImage', ['api'], async (ctx) => {
    const user = ctx.requireUser();
    const item = descItem(await ctx.json());
    charge(user, item.function_key, 1);
    const rec = createDesc(user, item, item.batch_id);
    return reply({ record_id: rec.record_id, batch_id: rec.batch_id }, 'Task submitted');
  }),

  ...route('post', '/image/createDescImages', ['api', 'server'], async (ctx) => {
    const user = ctx.requireUser();
    const text = await ctx.request.clone().text();
    let raw: unknown;
    try {
      raw = JSON.parse(text || 'null');
    } catch {
      throw badRequest('Request body is not valid JSON');
    }
    if (!Array.isArray(raw) || raw.length === 0) throw badRequest('Send a non-empty array of tasks');
    if (raw.length > 50) throw badRequest('At most 50 tasks per batch');
    const items = raw.map((entry, i) => {
      if (!entry || typeof entry !== 'object' || Array.isArray(entry))
        throw badRequest(`[${i}] must be an object`);
      return descItem(entry as Record<string, unknown>, `[${i}]`);
    });
    // Check the whole batch before debiting anything: all or nothing.
    const total = items.reduce((sum, item) => sum + functionCost(item.function_key), 0);
    if (user.points < total) {
      throw notEnoughCredits(
        `Not enough credits: this needs ${total} credits and you have ${user.points}. Top up on the payment page.`,
      );
    }
    const batchId = items.find((i) => i.batch_id)?.batch_id ?? nextBatchId();
    const tasks = items.map((item, i) => {
      charge(user, item.function_key, 1, batchId);
      const rec = createDesc(user, item, batchId, i * 400);
      return { batch_id: batchId, record_id: rec.record_id };
    });
    return reply({ tasks }, `Successfully submitted ${tasks.length} templates`);
  }),

  ...route('get', '/image/getTasksByBatchId', ['api'], (ctx) => {
    const user = ctx.requireUser();
    const batchId = str(ctx.query, 'batch_id', 64);
    settleAll(user.user_id);
    const records = db()
      .records.filter((r) => r.batch_id === batchId && r.user_id === user.user_id)
      .sort((a, b) => a.created_at - b.created_at);
    if (records.length === 0) throw notFound('Batch not found');
    return records.map((r) => toRecord(r, user.user_id));
  }),

  ...route('get', '/image/countTaskInProgress', ['api'], (ctx) => {
    const user = ctx.requireUser();
    const type = oneOf(int(ctx.query, 'type'), [1, 2, 3] as const, 'type') as 1 | 2 | 3;
    return countRunning(user.user_id, type);
  }),

  ...route('get', '/image/retryTask', ['api'], (ctx) => {
    const user = ctx.requireUser();
    const taskId = str(ctx.query, 'task_id', 64);
    // An admin may retry anyone's task (the AI-task section); the owner pays as usual.
    const rec = db().records.find(
      (r) =>
        (r.task_id === taskId || r.record_id === taskId) &&
        (r.user_id === user.user_id || user.role === 'admin'),
    );
    if (!rec) throw notFound('No task to retry');
    if (phaseOf(rec).status !== 'failure' && phaseOf(rec).status !== 'cancel')
      throw conflict('Only failed tasks can be retried');
    charge(findUser(rec.user_id) ?? user, rec.function_key, 1, rec.record_id);
    retryRecord(rec);
    return reply({ record_id: rec.record_id, batch_id: rec.batch_id }, 'Retry successful, task resubmitted');
  }),

  ...route('post', '/video/createVideo', ['api'], async (ctx) => {
    const user = ctx.requireUser();
    const body = await ctx.json();
    const imageId = int(body, 'image_id');
    const modelType = str(body, 'modelType', 64);
    const prompt = str(body, 'prompt', 2000);
    if (!db().videoModels.some((m) => m.value === modelType))
      throw badRequest(`Unknown video model ${modelType}`);
    const image = findImage(imageId);
    if (!image) throw notFound('Image not found');
    charge(user, 'videoShowGeneration', 1);
    const rec = createRecord({
      user_id: user.user_id,
      function_key: 'videoShowGeneration',
      group: groupFor(image),
      kind: 'video',
      params: {
        prompt,
        ar: aspect(image.ar),
        image_id: image.image_id,
        prompt_id: optInt(body, 'prompt_id') ?? null,
        modelType,
        api_platform: optStr(body, 'api_platform', 64) ?? null,
      },
      result_count: 1,
      cost: functionCost('videoShowGeneration'),
    });
    return reply(
      { record_id: rec.record_id, batch_id: null },
      'Video generation task submitted successfully',
    );
  }),
];
