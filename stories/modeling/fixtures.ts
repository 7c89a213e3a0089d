import { delay, http, HttpResponse } from 'msw';
import type { GenerationRecord } from '@/api/types';
import { artPath } from '@mocks/media/paths';

/** Template 501 ("Street I") and its first model image, a real image record of the mock. */
export const TEMPLATE_ID = 501;
export const MODEL_IMAGE_ID = 177;

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

/** A batch task: running, finished (with a fashion picture) or failed. */
export function batchTask(index: number, status: 'progress' | 'success' | 'failure'): GenerationRecord {
  return {
    record_id: `rec_story_${index}`,
    batch_id: 'bat_story',
    status,
    progress: status === 'progress' ? 40 : 100,
    function: { key: 'descImageGeneration' },
    params: { prompt: 'Put the clothes on the model', image_id: MODEL_IMAGE_ID, prompt_id: TEMPLATE_ID },
    result:
      status === 'success'
        ? [{ image_id: 90_000 + index, path: artPath(`story photoset ${index} fashion model`, '3:4') }]
        : [],
    record_tasks: [
      {
        task_id: `tsk_story_${index}`,
        status,
        ...(status === 'failure' ? { failReason: 'The model could not be dressed' } : {}),
      },
    ],
    create_time: new Date(Date.now() - 60_000).toISOString(),
  };
}

/** Every batch answers with these tasks. */
export const batchHandlers = (tasks: GenerationRecord[]) => [
  http.get('*/api/image/getTasksByBatchId', () => ok(tasks)),
];

/** The template list answers with nothing. */
export const emptyTemplates = [
  http.get('*/api/global/promptList', () => ok({ list: [], page: 1, pageSize: 50, total: 0 })),
];

/** The template list never answers (loading state). */
export const loadingTemplates = [
  http.get('*/api/global/promptList', async () => {
    await delay('infinite');
    return ok(null);
  }),
];

/** The template list fails (error state with Retry). */
export const failingTemplates = [
  http.get('*/api/global/promptList', () =>
    HttpResponse.json({ code: 500, message: 'Server error' }, { status: 500 }),
  ),
];

/** The image is not found (the modeling error state). */
export const missingImage = [
  http.get('*/api/image/info', () =>
    HttpResponse.json({ code: 404, message: 'Image not found' }, { status: 404 }),
  ),
];

/** A modeling record of the model image, restored from the history: running, or failed when polled. */
export function restoredRecordHandlers(status: 'progress' | 'failure') {
  const record: GenerationRecord = {
    record_id: 'rec_story_modeling',
    status: 'progress',
    progress: 30,
    function: { key: 'descImageGeneration' },
    params: { image_id: MODEL_IMAGE_ID, prompt_id: TEMPLATE_ID, prompt: 'Street look in a linen shirt' },
    result: [],
    record_tasks: [{ task_id: 'tsk_story_modeling', status: 'progress' }],
    create_time: new Date(Date.now() - 5_000).toISOString(),
  };
  const polled: GenerationRecord =
    status === 'failure'
      ? {
          ...record,
          status: 'failure',
          progress: 100,
          record_tasks: [
            {
              task_id: 'tsk_story_modeling',
              status: 'failure',
              failReason: 'The garment was not recognised',
            },
          ],
        }
      : record;
  return [
    http.get('*/api/user/history', () => ok({ list: [record], page: 1, pageSize: 50, total: 1 })),
    http.get('*/api/action/getTask', () => ok(polled)),
  ];
}
