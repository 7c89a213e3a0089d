import type { components } from '@/api/schema';
import { artPath } from '../media/paths';
import { clipFor } from '../media/clips';

/**
 * Contract-typed builders for component stories and unit tests that need one entity without the
 * backend. Deterministic: the n-th call gives the same object in every run (resetFactories() restarts).
 */
type S = components['schemas'];

let n = 0;
export function resetFactories(): void {
  n = 0;
}
const next = () => (n += 1);

export function buildGalleryImage(overrides: Partial<S['GalleryImage']> = {}): S['GalleryImage'] {
  const i = next();
  const image_id = 900_000 + i;
  const path = artPath(`factory-${i}`, i % 2 ? '3:4' : '1:1');
  const width = 768;
  const height = i % 2 ? 1024 : 768;
  const clip = clipFor(i);
  return {
    image_id,
    prompt_id: null,
    path,
    create_time: new Date(Date.UTC(2026, 0, 15, 12, 0, i)).toISOString(),
    name: `Design ${i}`,
    prompt: `A minimal gold ring number ${i}, studio light`,
    description: null,
    product_link: null,
    author: 'demo',
    width,
    height,
    type: 0,
    sort: 0,
    isLike: false,
    likeNum: i * 3,
    images_desc: [
      { image_id, is_main: true, type: 0, name: `Design ${i}`, path, width, height, video: null, videos: [] },
    ],
    category: { category_id: 2, name: 'Rings', filter_type: 0 },
    videos:
      i % 3 === 0
        ? [{ video_id: 950_000 + i, path: clip.path, name: 'Video', width: clip.width, height: clip.height }]
        : [],
    video: null,
    product: null,
    batch_id: null,
    ...overrides,
  };
}

export function buildRecord(overrides: Partial<S['GenerationRecord']> = {}): S['GenerationRecord'] {
  const i = next();
  const record_id = `rec_f${i.toString(16).padStart(5, '0')}`;
  const status = overrides.status ?? 'success';
  const done = status === 'success';
  return {
    record_id,
    batch_id: null,
    status,
    progress: done || status === 'failure' ? 100 : 42,
    function: { key: 'imageGeneration' },
    params: { prompt: `A silver pendant ${i}`, ar: '1:1', image_ids: [], category_id: 3, attributes: [] },
    result: done
      ? [0, 1, 2, 3].map((k) => ({
          image_id: 910_000 + i * 10 + k,
          path: artPath(`${record_id}-${k}`, '1:1'),
          isLike: false,
        }))
      : [],
    record_tasks: [
      {
        task_id: record_id.replace('rec_', 'tsk_'),
        status,
        failReason: status === 'failure' ? 'The generation service could not finish this image.' : null,
        description: null,
        properties: {},
      },
    ],
    error: null,
    message: null,
    create_time: new Date(Date.UTC(2026, 0, 15, 12, 0, 0)).toISOString(),
    finish_time: done ? new Date(Date.UTC(2026, 0, 15, 12, 0, 8)).toISOString() : null,
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<S['Product']> = {}): S['Product'] {
  const i = next();
  return {
    product_id: 970_000 + i,
    image_id: 900_000 + i,
    production_status: 2,
    pre_sale_status: null,
    payment_status: null,
    sampling_cost: 12,
    sampling_price: 15,
    sampling_count: 0,
    suggested_selling_price: 45,
    origin_price: 15,
    supplier: { name: 'Lumen Atelier', desc: 'Fine jewellery workshop.' },
    address: null,
    tracking: null,
    ...overrides,
  };
}
