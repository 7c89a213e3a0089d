import { http, HttpResponse } from 'msw';
import type { GenerationRecord, PromptTemplate } from '@/api/types';
import { artPath } from '@mocks/media/paths';

/** A seeded product image (a bracelet) the marketing stories open. */
export const STORY_IMAGE_ID = 1001;

const record = (
  record_id: string,
  key: 'descImageGeneration' | 'videoShowGeneration',
  status: GenerationRecord['status'],
  extra: Partial<GenerationRecord> = {},
): GenerationRecord => ({
  record_id,
  status,
  progress: status === 'progress' ? 40 : 0,
  function: { key },
  params: { prompt: 'Studio shot', image_id: STORY_IMAGE_ID },
  result: [],
  record_tasks: [{ task_id: record_id.replace('rec_', 'tsk_'), status }],
  create_time: new Date(Date.now() - 10_000).toISOString(),
  ...extra,
});

/** History with one running and one failed record of the story image, for the given function key. */
export function marketingTaskHandlers(key: 'descImageGeneration' | 'videoShowGeneration') {
  const running = record(`rec_story_${key}_run`, key, 'progress');
  const failed = record(`rec_story_${key}_fail`, key, 'failure', {
    record_tasks: [
      { task_id: 'tsk_story_fail', status: 'failure', failReason: 'The product could not be found' },
    ],
  });
  const list = [running, failed];
  return [
    http.get('*/user/history', () =>
      HttpResponse.json({
        code: 0,
        message: 'ok',
        data: { list, current: 1, pageSize: 50, total: list.length },
      }),
    ),
    http.get('*/action/getTask', ({ request }) => {
      const id = new URL(request.url).searchParams.get('record_id');
      const found = list.find((item) => item.record_id === id) ?? running;
      return HttpResponse.json({ code: 0, message: 'ok', data: found });
    }),
  ];
}

export const imageInfoFails = [
  http.get('*/image/info', () => HttpResponse.json({ code: 500, message: 'Server error' }, { status: 500 })),
];

export const TEMPLATES: PromptTemplate[] = Array.from({ length: 7 }, (_, i) => ({
  prompt_id: 900 + i,
  name: ['Studio white', 'Marble', 'Velvet', 'Linen', 'Botanical', 'On model', 'Street'][i],
  description: 'Show the product in a clean setting',
  category_id: 12,
  type: 0,
  show_type: 0,
  models: [{ model_id: 900 + i, path: artPath(`template ${i} ring`, '1:1') }],
}));
