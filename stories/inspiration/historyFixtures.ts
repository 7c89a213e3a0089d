import { http, HttpResponse } from 'msw';
import type { GenerationRecord } from '@/api/types';
import { artPath } from '@mocks/media/paths';

const base = (record_id: string, prompt: string, ar: GenerationRecord['params']['ar']): GenerationRecord => ({
  record_id,
  status: 'success',
  progress: 100,
  function: { key: 'imageGeneration' },
  params: { prompt, ar },
  result: [],
  record_tasks: [{ task_id: record_id.replace('rec_', 'tsk_'), status: 'success' }],
  create_time: new Date(Date.now() - 60_000).toISOString(),
});

/** A record still generating: the engine polls it and shows four placeholders with the percentage. */
export const runningRecord: GenerationRecord = {
  ...base('rec_story_running', 'A rose gold signet ring, engraved initials, studio light', '3:4'),
  status: 'progress',
  progress: 40,
  record_tasks: [{ task_id: 'tsk_story_running', status: 'progress' }],
};

/** A vary/upscale (imageChat) record just submitted: one placeholder, "Starting...". */
export const startingChatRecord: GenerationRecord = {
  ...base('rec_story_chat', 'Create a subtle variation of this image', '1:1'),
  status: 'begin',
  progress: 0,
  function: { key: 'imageChat' },
  record_tasks: [{ task_id: 'tsk_story_chat', status: 'begin' }],
};

export const failedRecord: GenerationRecord = {
  ...base('rec_story_failed', 'Please fail: a pearl choker on velvet', '9:16'),
  status: 'failure',
  progress: 0,
  record_tasks: [
    {
      task_id: 'tsk_story_failed',
      status: 'failure',
      failReason: 'The image service timed out, please try again.',
    },
  ],
};

export const moderatedRecord: GenerationRecord = {
  ...base('rec_story_moderated', 'A moderation test image', '1:1'),
  status: 'FAILURE',
  progress: 0,
  record_tasks: [
    { task_id: 'tsk_story_moderated', status: 'failure', properties: { is_output_rejection: true } },
  ],
};

export const finishedRecord: GenerationRecord = {
  ...base('rec_story_done', 'A linen trench coat on a terracotta wall, golden hour', '16:9'),
  result: [0, 1, 2, 3].map((k) => ({
    image_id: 990_000 + k,
    path: artPath(`story-coat-${k} A linen trench coat`, '16:9'),
  })),
};

const envelope = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

/** The history answers exactly these records; running ones keep running whenever they are polled. */
export function historyHandlers(records: GenerationRecord[]) {
  return [
    http.get('*/api/user/history', () =>
      envelope({ list: records, current: 1, pageSize: 20, total: records.length }),
    ),
    http.get('*/api/action/getTask', ({ request }) => {
      const id = new URL(request.url).searchParams.get('record_id');
      const record = records.find((candidate) => candidate.record_id === id);
      return record
        ? envelope(record)
        : HttpResponse.json({ code: 404, message: 'Task not found', data: null }, { status: 404 });
    }),
  ];
}
