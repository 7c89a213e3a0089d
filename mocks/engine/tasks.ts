import { addImage, db, findImage, nextId, nextRecordId, touch } from '../db';
import { emptyParams } from '../db/seed';
import type { ImageRow, RecordOutcome, RecordParams, RecordRow, UploadRow } from '../db/types';
import { hashString, parseRatio } from '../media/art';
import { clipFor } from '../media/clips';
import { artPath, tryOnBackdropOf } from '../media/paths';
import { IS_JEST } from '../settings';
import { now } from './clock';

/**
 * Generation records move with the mock clock: `begin` for the first part of their duration, then
 * `progress` with a rising percentage, then `success` or `failure`. Nothing runs in the background:
 * the status is computed from the clock whenever a record is read, and the results are written the
 * first time a finished record is seen (`settle`).
 */
export interface TaskTiming {
  minMs: number;
  maxMs: number;
  /** Share of the duration spent in `begin`. */
  beginShare: number;
}

const DEFAULT_TIMING: TaskTiming = IS_JEST
  ? { minMs: 1000, maxMs: 2000, beginShare: 0.15 }
  : { minMs: 6000, maxMs: 9000, beginShare: 0.15 };
const timing: TaskTiming = { ...DEFAULT_TIMING };

export function configureTaskTiming(patch: Partial<TaskTiming>): void {
  Object.assign(timing, patch);
}

export function resetTaskTiming(): void {
  Object.assign(timing, DEFAULT_TIMING);
}

/** Forced outcome for every new record (the taskFails scenario); null = decided by the prompt. */
let forcedOutcome: RecordOutcome | null = null;
export function forceOutcome(outcome: RecordOutcome | null): void {
  forcedOutcome = outcome;
}

export const FAIL_REASON =
  'The generation service could not finish this image (the prompt asked it to fail).';
export const FORCED_FAIL_REASON = 'The generation service is unavailable right now, please try again later.';

/** Deterministic outcome: "moderation" → rejected by the output check, "fail" → failure, else success. */
export function outcomeFor(promptText: string): { outcome: RecordOutcome; reason: string | null } {
  if (forcedOutcome === 'failure') return { outcome: 'failure', reason: FORCED_FAIL_REASON };
  if (forcedOutcome === 'rejected') return { outcome: 'rejected', reason: null };
  const text = promptText.toLowerCase();
  if (text.includes('moderation')) return { outcome: 'rejected', reason: null };
  if (/\bfail/.test(text)) return { outcome: 'failure', reason: FAIL_REASON };
  return { outcome: 'success', reason: null };
}

export function durationFor(recordId: string): number {
  const span = Math.max(0, timing.maxMs - timing.minMs);
  return timing.minMs + (span === 0 ? 0 : hashString(recordId) % (span + 1));
}

export type RecordStatus = 'begin' | 'progress' | 'success' | 'failure' | 'cancel';

export interface RecordPhase {
  status: RecordStatus;
  /** 0..100. */
  progress: number;
  finishedAt: number | null;
}

export function phaseOf(rec: RecordRow, at = now()): RecordPhase {
  if (rec.cancelled_at !== null) return { status: 'cancel', progress: 0, finishedAt: rec.cancelled_at };
  const elapsed = at - rec.created_at;
  if (elapsed >= rec.duration_ms) {
    return {
      status: rec.outcome === 'success' ? 'success' : 'failure',
      progress: 100,
      finishedAt: rec.created_at + rec.duration_ms,
    };
  }
  const beginMs = rec.duration_ms * timing.beginShare;
  if (elapsed < beginMs) return { status: 'begin', progress: 0, finishedAt: null };
  const share = (elapsed - beginMs) / Math.max(1, rec.duration_ms - beginMs);
  return {
    status: 'progress',
    progress: Math.min(99, Math.max(1, Math.round(5 + share * 90))),
    finishedAt: null,
  };
}

export function isRunning(rec: RecordRow, at = now()): boolean {
  const { status } = phaseOf(rec, at);
  return status === 'begin' || status === 'progress';
}

export interface NewRecord {
  user_id: number;
  function_key: string;
  group: 1 | 2 | 3;
  kind?: 'image' | 'video';
  params: Partial<RecordParams>;
  batch_id?: string | null;
  result_count: number;
  cost: number;
  upload_id?: number | null;
  /** Start later than now (batch items spaced out). */
  delay_ms?: number;
}

export function createRecord(input: NewRecord): RecordRow {
  const record_id = nextRecordId();
  const params = { ...emptyParams(), ...input.params };
  const { outcome, reason } = outcomeFor(params.prompt);
  const rec: RecordRow = {
    record_id,
    task_id: record_id.replace('rec_', 'tsk_'),
    user_id: input.user_id,
    function_key: input.function_key,
    group: input.group,
    kind: input.kind ?? 'image',
    params,
    batch_id: input.batch_id ?? null,
    created_at: now() + (input.delay_ms ?? 0),
    duration_ms: durationFor(record_id),
    outcome,
    fail_reason: reason,
    result_count: input.result_count,
    result_image_ids: [],
    result_video_ids: [],
    settled: false,
    cancelled_at: null,
    cost: input.cost,
    upload_id: input.upload_id ?? null,
  };
  db().records.push(rec);
  touch();
  return rec;
}

/** Resubmits a failed record: same id, back to `begin`, outcome decided again. */
export function retryRecord(rec: RecordRow): RecordRow {
  const { outcome, reason } = outcomeFor(rec.params.prompt);
  rec.created_at = now();
  rec.duration_ms = durationFor(`${rec.record_id}:${rec.created_at}`);
  rec.outcome = outcome;
  rec.fail_reason = reason;
  rec.settled = false;
  rec.cancelled_at = null;
  rec.result_image_ids = [];
  rec.result_video_ids = [];
  touch();
  return rec;
}

function uploadOf(rec: RecordRow): UploadRow | undefined {
  const t = db();
  if (rec.upload_id !== null) return t.uploads.find((u) => u.image_id === rec.upload_id);
  const wanted = new Set([
    ...rec.params.image_ids,
    ...(rec.params.image_id !== null ? [rec.params.image_id] : []),
  ]);
  const byPath = new Set(rec.params.images);
  return t.uploads.find((u) => wanted.has(u.image_id) || byPath.has(u.path));
}

function dims(ar: string, long = 1024) {
  const [w, h] = parseRatio(ar);
  return w >= h
    ? { width: long, height: Math.round((long * h) / w) }
    : { width: Math.round((long * w) / h), height: long };
}

function resultImage(
  rec: RecordRow,
  k: number,
  upload: UploadRow | undefined,
  parent: ImageRow | undefined,
): ImageRow {
  const image_id = nextId();
  const ar = rec.params.ar || parent?.ar || '1:1';
  const { width, height } = dims(ar);
  // A result shows the product it was made from (its name first: the art draws the first item a seed names),
  // else what the prompt asks for.
  const seed = `${rec.record_id}-${k} ${parent?.name ?? ''} ${rec.params.prompt || parent?.prompt || 'artwork'}`;
  // Try-On (marketing's showType 1) and the fashion factory (style group 3, a garment uploaded) dress a model
  // figure in the upload; the factory's in the studio.
  const tryOn =
    rec.params.showType === 1
      ? tryOnBackdropOf(rec.params.prompt)
      : rec.group === 3 && upload
        ? 'Studio white'
        : undefined;
  const path = artPath(seed, ar, upload?.image_id, tryOn);
  const t = now();
  const name = (rec.params.prompt || parent?.name || 'Untitled design').split(/[,.]/)[0].slice(0, 48);
  return {
    image_id,
    prompt_id: rec.params.prompt_id,
    path,
    name,
    prompt: rec.params.prompt,
    product_link: null,
    author: 'you',
    width,
    height,
    type: rec.group === 1 ? 2 : 3,
    category_id: rec.params.category_id ?? parent?.category_id ?? null,
    create_time: t,
    update_time: t,
    sort: 0,
    like_base: 0,
    images_desc: [{ image_id, is_main: true, name, path, width, height, type: 0, video: null, videos: [] }],
    videos: [],
    video: null,
    description: null,
    ar,
    owner_id: rec.user_id,
    public: false,
    record_id: rec.record_id,
    parent_image_id: parent?.image_id ?? null,
    is_use: true,
    seeded: false,
  };
}

/** Writes the results of a finished record once (images, related images, videos, collection items). */
export function settle(rec: RecordRow, at = now()): void {
  if (rec.settled) return;
  const phase = phaseOf(rec, at);
  if (phase.status === 'begin' || phase.status === 'progress') return;
  rec.settled = true;
  if (phase.status !== 'success') {
    touch();
    return;
  }
  const t = db();
  const parent = rec.params.image_id !== null ? findImage(rec.params.image_id) : undefined;
  const upload = uploadOf(rec);
  if (rec.kind === 'video') {
    const clip = clipFor(hashString(rec.record_id));
    const video_id = nextId();
    const video = {
      video_id,
      path: clip.path,
      name: `${parent?.name ?? 'Product'} video`,
      width: clip.width,
      height: clip.height,
      cover: parent?.path ?? null,
    };
    rec.result_video_ids.push(video_id);
    if (parent) {
      parent.videos.unshift(video);
      parent.video = parent.video ?? { video_id, path: clip.path, width: clip.width, height: clip.height };
      parent.seeded = false;
    }
    t.collection.push({
      id: nextId(),
      user_id: rec.user_id,
      image_id: video_id,
      type: 'video',
      path: clip.path,
      parent_path: parent?.path ?? null,
      parent_image_id: parent?.image_id ?? null,
      batch_id: rec.batch_id,
      parent_batch_id: rec.batch_id,
      filter_type: rec.group === 3 ? '1' : '0',
      create_time: rec.created_at,
      update_time: at,
    });
  } else {
    for (let k = 0; k < rec.result_count; k += 1) {
      const img = addImage(resultImage(rec, k, upload, parent));
      rec.result_image_ids.push(img.image_id);
      if (rec.group !== 1 && parent) {
        // Marketing's Try-On results are scenario pictures (4), every other result a description image (3).
        const type = rec.params.showType === 1 ? 4 : 3;
        parent.images_desc.push({ ...img.images_desc[0], is_main: false, type });
        parent.seeded = false;
      }
      if (rec.group !== 1) {
        t.collection.push({
          id: nextId(),
          user_id: rec.user_id,
          image_id: img.image_id,
          type: 'image',
          path: img.path,
          parent_path: parent?.path ?? null,
          parent_image_id: parent?.image_id ?? null,
          batch_id: rec.batch_id,
          parent_batch_id: rec.batch_id,
          filter_type: rec.group === 3 ? '1' : '0',
          create_time: rec.created_at,
          update_time: at,
        });
      }
    }
  }
  touch();
}

/** Settles every finished record (of one user when given). Cheap: skips settled ones. */
export function settleAll(userId?: number): void {
  const at = now();
  for (const rec of db().records) {
    if (!rec.settled && (userId === undefined || rec.user_id === userId)) settle(rec, at);
  }
}

/** Running records of a user in a badge group (1 inspiration, 2 marketing, 3 fashion style). */
export function countRunning(userId: number, group: 1 | 2 | 3): number {
  const at = now();
  return db().records.filter((r) => r.user_id === userId && r.group === group && isRunning(r, at)).length;
}
