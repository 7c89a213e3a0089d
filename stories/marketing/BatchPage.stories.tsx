import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { GenerationRecord } from '@/api/types';
import { batchesKey, type Batch, type BatchItem } from '@/features/batch/store';
import BatchPage from '@/pages/marketing/BatchPage';
import { DEMO_USER_ID } from '@mocks/db/seed';
import { artPath } from '@mocks/media/paths';
import { inChinese, screen } from '../screen';

const OWNER = String(DEMO_USER_ID);
const BATCH_ID = 'story-batch';
const PRODUCTS = ['Gold ring', 'Silver bracelet', 'Pearl earrings', 'Emerald pendant', 'Linen scarf'];

type Outcome = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

const item = (name: string, index: number, state: Outcome): BatchItem => ({
  imageId: 7100 + index,
  name,
  path: artPath(`batch ${name}`, '1:1'),
  state,
  recordIds: state === 'queued' || state === 'cancelled' ? [] : [`rec_batch_${index}`],
  error: state === 'failed' ? 'No product could be found in the picture' : undefined,
});

const batchOf = (states: Outcome[]): Batch => ({
  id: BATCH_ID,
  // No name stored: it is made from the tool, the count and the date, in the language shown.
  tool: 'static',
  createdAt: '2026-12-12T09:30:00.000Z',
  settings: { prompt: 'On white marble, soft daylight', templateIds: [903], model: 'gpt-image-1' },
  unitCost: 1,
  items: PRODUCTS.map((name, index) => item(name, index, states[index])),
});

const record = (index: number, state: Outcome): GenerationRecord => ({
  record_id: `rec_batch_${index}`,
  status: state === 'done' ? 'success' : state === 'failed' ? 'failure' : 'progress',
  progress: state === 'running' ? 40 : 0,
  function: { key: 'descImageGeneration' },
  params: { prompt: 'On white marble, soft daylight', image_id: 7100 + index },
  result:
    state === 'done'
      ? [{ image_id: 7200 + index, path: artPath(`batch result ${index}`, '1:1'), width: 1024, height: 1024 }]
      : [],
  record_tasks: [
    state === 'failed'
      ? {
          task_id: `tsk_batch_${index}`,
          status: 'failure',
          failReason: 'No product could be found in the picture',
        }
      : { task_id: `tsk_batch_${index}`, status: state === 'done' ? 'success' : 'progress' },
  ],
  create_time: '2026-12-12T09:30:00.000Z',
});

/** The batch as this browser keeps it, and the server's records of its products. */
function story(states: Outcome[]): Pick<Story, 'beforeEach' | 'parameters'> {
  return {
    beforeEach: () => {
      localStorage.setItem(batchesKey(OWNER), JSON.stringify([batchOf(states)]));
      return () => localStorage.removeItem(batchesKey(OWNER));
    },
    parameters: {
      msw: {
        handlers: [
          http.get('*/action/getTask', ({ request }) => {
            const id = new URL(request.url).searchParams.get('record_id') ?? '';
            const index = Number(id.replace('rec_batch_', ''));
            return HttpResponse.json({ code: 0, message: 'ok', data: record(index, states[index]) });
          }),
        ],
      },
    },
  };
}

const meta = {
  title: 'Create/Marketing/Batch',
  tags: ['autodocs'],
  component: BatchPage,
  parameters: {
    ...screen(
      'tools',
      { doc: 3, heading: '2.1 Marketing content page, /marketing/content' },
      "A batch: one look applied to many products ('Apply to several products'), each product with its status and results, kept in this browser.",
    ),
    route: { path: '/marketing/batch/:batchId', url: `/marketing/batch/${BATCH_ID}` },
  },
} satisfies Meta<typeof BatchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kept, nothing sent yet (back from the payment page): every product waits, 'Send the waiting ones'. */
export const Queued: Story = {
  ...story(['queued', 'queued', 'queued', 'queued', 'queued']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 of 5 done')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send the waiting ones' })).toBeEnabled();
  },
};

/** Running: two done with their results, two generating, one waiting. */
export const Running: Story = {
  ...story(['done', 'done', 'running', 'running', 'queued']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 of 5 done')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Result 1 of Gold ring' })).toBeVisible();
  },
};

/** Partly failed: one product failed with its reason; 'Retry failed' sends only that one again. */
export const PartlyFailed: Story = {
  ...story(['done', 'failed', 'done', 'done', 'cancelled']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 of 5 done · 1 failed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry failed' })).toBeEnabled();
    await expect(canvas.getByText('No product could be found in the picture')).toBeVisible();
  },
};

/** Done: every product with its result; download or export all as one zip named after the batch. */
export const Done: Story = {
  ...story(['done', 'done', 'done', 'done', 'done']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5 of 5 done')).toBeVisible();
    // The results come from the server's records; with them, everything can be downloaded or exported.
    await expect(await canvas.findByRole('img', { name: 'Result 1 of Linen scarf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download all' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Export all for…' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Retry failed' })).toBeDisabled();
  },
};

export const PartlyFailedChinese: Story = {
  ...inChinese(PartlyFailed),
  name: 'Partly failed · 中文',
  play: async ({ canvasElement }) => {
    // The count is in the page before it is shown (seen once in two full runs): wait until it is visible.
    const count = await within(canvasElement).findByText('已完成 3 / 5 · 1 个失败');
    await waitFor(() => expect(count).toBeVisible());
  },
};
