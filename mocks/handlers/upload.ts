import { http, HttpResponse } from 'msw';
import { addImage, db, findImage, nextId, touch } from '../db';
import type { ImageRow, UploadRow } from '../db/types';
import { UPLOAD_CATEGORY_INSPIRATION, UPLOAD_CATEGORY_MODELS } from '../db/seed';
import { now } from '../engine/clock';
import { badRequest, notFound } from '../errors';
import { hashString, renderArt } from '../media/art';
import { dominantColours, svgColours } from '../media/colours';
import { UPLOAD_PREFIX, uploadPath } from '../media/paths';
import { type Ctx, reply, route } from '../http';
import { oneOf, optInt, optStr } from '../validate';

/**
 * Uploads keep the file: the full file in memory for this page session (served at its path), and a
 * small copy (at most 512 px, as a data URL) in the db so results can composite it and so it
 * survives a reload without filling local storage.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const KEEP_DATA_URL_BYTES = 200_000;
const SHRINK_TO = 512;

const blobs = new Map<number, Blob>();

export function clearUploadBlobs(): void {
  blobs.clear();
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

async function dataUrl(blob: Blob, type = blob.type || 'application/octet-stream'): Promise<string> {
  return `data:${type};base64,${base64(new Uint8Array(await blob.arrayBuffer()))}`;
}

interface Kept {
  dataUrl: string | null;
  width: number;
  height: number;
  /** Its main colours (a worn upload dresses the model figure in them). */
  colours: string[];
}

/** The picture's colours from a small copy of its pixels. */
function pixelColours(bitmap: ImageBitmap): string[] {
  const canvas = new OffscreenCanvas(48, 48);
  const context = canvas.getContext('2d');
  if (!context) return [];
  context.drawImage(bitmap, 0, 0, 48, 48);
  return dominantColours(context.getImageData(0, 0, 48, 48).data);
}

async function keep(file: Blob): Promise<Kept> {
  if (typeof createImageBitmap === 'function' && typeof OffscreenCanvas !== 'undefined') {
    try {
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, SHRINK_TO / Math.max(bitmap.width, bitmap.height));
      const w = Math.max(1, Math.round(bitmap.width * scale));
      const h = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = new OffscreenCanvas(w, h);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, w, h);
      const small = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.82 });
      const kept = {
        dataUrl: await dataUrl(small, 'image/jpeg'),
        width: bitmap.width,
        height: bitmap.height,
        colours: pixelColours(bitmap),
      };
      bitmap.close();
      return kept;
    } catch {
      // Not decodable here (e.g. some SVGs): fall through to the raw file when it is small.
    }
  }
  return {
    dataUrl: file.size <= KEEP_DATA_URL_BYTES ? await dataUrl(file) : null,
    width: 1024,
    height: 1024,
    colours: /svg/i.test(file.type) ? svgColours(await file.text()) : [],
  };
}

function filesFrom(form: FormData): File[] {
  return form.getAll('file').flatMap((value) => (typeof value === 'string' ? [] : [value as File]));
}

function fileFrom(form: FormData, required = true): File | null {
  const [file] = filesFrom(form);
  if (!file) {
    if (required) throw badRequest('file is required');
    return null;
  }
  return file;
}

function checkImage(file: File): void {
  if (!file.type.startsWith('image/')) throw badRequest('Only image files are allowed!');
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest('Image size cannot exceed 10MB!');
  if (file.size === 0) throw badRequest('The file is empty');
}

function extension(file: File): string {
  const fromName = /\.([a-z0-9]{2,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  return fromName ?? file.type.split('/')[1]?.replace('svg+xml', 'svg') ?? 'png';
}

/** Stores one uploaded file as an upload row and an image row; returns the contract's UploadResult. */
export async function storeUpload(
  ctx: Ctx,
  file: File,
  type: 'upload' | 'models',
  categoryId: number | null,
  /** Also a product of the user's asset library (the `library` form field). */
  library = false,
) {
  checkImage(file);
  const kept = await keep(file);
  const image_id = nextId();
  const path = uploadPath(image_id, extension(file));
  const at = now();
  const userId = ctx.user?.user_id ?? null;
  const t = db();
  const row: UploadRow = {
    image_id,
    user_id: userId,
    path,
    data_url: kept.dataUrl,
    mime: file.type,
    name: file.name || 'upload',
    size: file.size,
    width: kept.width,
    height: kept.height,
    colours: kept.colours,
    type,
    category_id: categoryId,
    created_at: at,
  };
  t.uploads.push(row);
  // Keep small copies for the latest uploads only, so persistence stays within local storage.
  const withData = t.uploads.filter((u) => u.data_url);
  for (const old of withData.slice(0, Math.max(0, withData.length - 12))) old.data_url = null;
  blobs.set(image_id, file);
  const name = row.name.replace(/\.[^.]+$/, '');
  const image: ImageRow = {
    image_id,
    prompt_id: null,
    path,
    name,
    prompt: '',
    product_link: null,
    author: ctx.user?.username ?? 'you',
    width: kept.width,
    height: kept.height,
    type: type === 'models' ? 6 : 5,
    category_id: categoryId,
    create_time: at,
    update_time: at,
    sort: 0,
    like_base: 0,
    images_desc: [
      {
        image_id,
        is_main: true,
        name,
        path,
        width: kept.width,
        height: kept.height,
        type: 0,
        video: null,
        videos: [],
      },
    ],
    videos: [],
    video: null,
    description: null,
    ar: kept.width >= kept.height ? '1:1' : '3:4',
    owner_id: userId,
    public: false,
    record_id: null,
    parent_image_id: null,
    is_use: true,
    seeded: false,
    ...(library ? { library: true } : {}),
  };
  addImage(image);
  touch();
  return { path, image_id };
}

const ANALYZE_HINTS: [RegExp, number][] = [
  [/ring/i, 2],
  [/neck|pendant|chain/i, 3],
  [/ear/i, 4],
  [/brace|bangle|cuff/i, 5],
  [/dress|gown/i, 7],
  [/coat|jacket/i, 8],
  [/shirt|top|blouse|tee/i, 9],
  [/bag|tote|clutch/i, 10],
];

/** Deterministic "analysis": a name hint, else a hash of name and size over the product categories. */
export function analyze(file: File) {
  const t = db();
  const children = t.categories.filter(
    (c) => c.parent_id !== null && c.filter_type === 0 && c.category_id !== UPLOAD_CATEGORY_INSPIRATION,
  );
  const hinted = ANALYZE_HINTS.find(([re]) => re.test(file.name))?.[1];
  const child =
    children.find((c) => c.category_id === hinted) ??
    children[hashString(`${file.name}:${file.size}`) % children.length];
  const parent = t.categories.find((c) => c.category_id === child.parent_id)!;
  return {
    category_id: parent.category_id,
    name: parent.name,
    children: { category_id: child.category_id, name: child.name },
  };
}

function uploadType(form: FormData): 'upload' | 'models' {
  const value = optStr(form, 'type') || undefined;
  return (oneOf(value, ['upload', 'models'], 'type') as 'upload' | 'models' | undefined) ?? 'upload';
}

function decodeDataUrl(url: string): { type: string; bytes: Uint8Array } | null {
  const m = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(url);
  if (!m) return null;
  const text = m[2] ? atob(m[3]) : decodeURIComponent(m[3]);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return { type: m[1], bytes };
}

export const uploadHandlers = [
  ...route('post', '/image/upload', ['api'], async (ctx) => {
    ctx.requireUser();
    const form = await ctx.form();
    const files = filesFrom(form);
    if (files.length === 0) throw badRequest('file is required');
    if (files.length > 10) throw badRequest('At most 10 files per upload');
    const type = uploadType(form);
    const categoryId =
      optInt(form, 'category_id') ??
      (type === 'models' ? UPLOAD_CATEGORY_MODELS : UPLOAD_CATEGORY_INSPIRATION);
    if (!db().categories.some((c) => c.category_id === categoryId)) throw notFound('Category not found');
    files.forEach(checkImage);
    const results = [];
    const library = optStr(form, 'library') === 'true';
    for (const file of files) results.push(await storeUpload(ctx, file, type, categoryId, library));
    return reply(results, 'Image uploaded successfully!');
  }),

  ...route('post', '/image/analyzeCategory', ['api'], async (ctx) => {
    ctx.requireUser();
    const file = fileFrom(await ctx.form())!;
    checkImage(file);
    return analyze(file);
  }),

  ...route('post', '/image/upload2Record', ['api'], async (ctx) => {
    ctx.requireUser();
    const form = await ctx.form();
    const file = fileFrom(form, false);
    if (file) {
      const categoryId = optInt(form, 'category_id') ?? UPLOAD_CATEGORY_INSPIRATION;
      return storeUpload(ctx, file, uploadType(form), categoryId);
    }
    const imageId = optInt(form, 'image_id');
    if (imageId === undefined) throw badRequest('file or image_id is required');
    const img = findImage(imageId);
    if (!img) throw notFound('Image not found');
    return { path: img.path, image_id: img.image_id };
  }),

  // The stored file itself (the full file this session; the small copy after a reload; a placeholder otherwise).
  http.get(`*${UPLOAD_PREFIX}:name`, ({ params }) => {
    const id = Number(/^(\d+)/.exec(String(params.name))?.[1]);
    const blob = blobs.get(id);
    if (blob)
      return new HttpResponse(blob, {
        headers: { 'Content-Type': blob.type || 'application/octet-stream', 'Cache-Control': 'no-store' },
      });
    const row = db().uploads.find((u) => u.image_id === id);
    const decoded = row?.data_url ? decodeDataUrl(row.data_url) : null;
    if (decoded)
      return new HttpResponse(decoded.bytes, {
        headers: { 'Content-Type': decoded.type, 'Cache-Control': 'no-store' },
      });
    const svg = renderArt({
      seed: `upload-${params.name}`,
      ratioW: 1,
      ratioH: 1,
      width: 512,
      subject: 'still',
      // Its name is the picture's accessible name, never printed inside it.
      label: row ? row.name : 'Upload not found',
    });
    return new HttpResponse(svg, {
      status: row ? 200 : 404,
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),
];
