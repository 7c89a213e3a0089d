import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { http, HttpResponse } from 'msw';
import {
  FailedRecord,
  LiveRecord,
  RecordCard,
  RecordImages,
  RecordPlaceholders,
  type RecordCardProps,
} from '@/features/tasks/records';
import { artPath } from '@mocks/media/paths';

const IMAGES = [1, 2, 3, 4].map((i) => ({ image_id: 7000 + i, path: artPath(`record ${i} ring`, '3:4') }));

type View = 'images' | 'starting' | 'progress' | 'retry' | 'failed' | 'live';

function RecordView({ view, ...card }: Omit<RecordCardProps, 'children'> & { view: View }) {
  const body =
    view === 'images' ? (
      <RecordImages images={IMAGES} ratio="3:4" prompt={card.prompt} />
    ) : view === 'starting' ? (
      <RecordPlaceholders ratio="3:4" progress={null} />
    ) : view === 'progress' ? (
      <RecordPlaceholders ratio="16:9" functionKey="imageChat" progress={63} />
    ) : view === 'retry' ? (
      <FailedRecord reason="The image service timed out, please try again." onRetry={() => undefined} />
    ) : view === 'failed' ? (
      <FailedRecord reason="Unknown error" />
    ) : (
      <LiveRecord recordId="story-live" ratio="3:4" />
    );
  return (
    <Stack sx={{ maxWidth: 720 }}>
      <RecordCard {...card}>{body}</RecordCard>
    </Stack>
  );
}

const meta = {
  title: 'Shared/Tasks/RecordViews',
  component: RecordView,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  args: {
    view: 'images',
    prompt: 'A rose gold ring on velvet',
    ratio: '3:4',
    functionKey: 'imageGeneration',
    createTime: '2026-01-05T09:04:03Z',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished record: its images, each opening the info page. */
export const Finished: Story = {};

/** Submitted, no answer yet: four placeholders saying "Starting...". */
export const Starting: Story = { args: { view: 'starting' } };

/** Vary / Upscale running: one placeholder with the percentage. */
export const InProgress: Story = { args: { view: 'progress', functionKey: 'imageChat', ratio: '16:9' } };

/** Failed with its submit data: the reason and Retry. */
export const FailedWithRetry: Story = { args: { view: 'retry' } };

/** Failed without submit data: the reason and 'Failed'. */
export const FailedWithoutData: Story = { args: { view: 'failed' } };

/** A live record polled by the engine (the mock answers it running). */
export const Live: Story = {
  args: { view: 'live' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/action/getTask', () =>
          HttpResponse.json({
            code: 0,
            message: 'ok',
            data: {
              record_id: 'story-live',
              status: 'progress',
              progress: 30,
              params: { ar: '3:4' },
              function: { key: 'imageGeneration' },
              result: [],
              record_tasks: [],
              create_time: '2026-01-05T09:04:03Z',
            },
          }),
        ),
      ],
    },
  },
};
