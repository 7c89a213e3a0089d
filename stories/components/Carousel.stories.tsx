import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Carousel, type CarouselItem } from '@/components/Carousel';
import { artPath } from '@mocks/media/paths';

const image = (key: string, label: string): CarouselItem => ({
  key,
  kind: 'image',
  src: artPath(`${key} ring`, '3:4'),
  label,
});

const RESULTS: CarouselItem[] = [
  image('original', 'Original image'),
  image('r1', 'Result 1'),
  image('r2', 'Result 2'),
  image('r3', 'Result 3'),
];

const MANY: CarouselItem[] = Array.from({ length: 9 }, (_, i) => image(`m${i}`, `Result ${i + 1}`));

const WITH_TASKS: CarouselItem[] = [
  image('original', 'Original image'),
  { key: 'p', kind: 'image', label: 'Queued result', state: 'pending', progress: null, ratio: '3:4' },
  {
    key: 'g',
    kind: 'image',
    label: 'Result being generated',
    state: 'processing',
    progress: 42,
    ratio: '3:4',
  },
  { key: 'f', kind: 'image', label: 'Failed result', state: 'failed', canRetry: true },
  { key: 'x', kind: 'image', label: 'Failed result without its data', state: 'failed' },
];

function Demo({ items, vertical = false }: { items: CarouselItem[]; vertical?: boolean }) {
  const [index, setIndex] = useState(0);
  return (
    <Box sx={{ height: 480, maxWidth: 720 }}>
      <Carousel
        items={items}
        index={index}
        onIndexChange={setIndex}
        stripOrientation={vertical ? 'vertical' : 'horizontal'}
        onRetry={() => undefined}
        renderDownload={(item) => (
          <IconButton size="small" aria-label={`Download ${item.label}`} sx={{ bgcolor: 'background.paper' }}>
            <DownloadIcon fontSize="small" />
          </IconButton>
        )}
        empty={<p>No results yet.</p>}
      />
    </Box>
  );
}

const meta = {
  title: 'Shared/Components/Carousel',
  component: Demo,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  args: { items: RESULTS },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The original and its results, a download icon on each, ← / → and swipe to move. */
export const Populated: Story = {};

/** Above six items the strip gets its arrows. */
export const ManyItems: Story = { args: { items: MANY } };

/** Pending (not clickable), 'Generating' with its percentage, failed with and without 'Try again?'. */
export const WithTasks: Story = { args: { items: WITH_TASKS } };

/** The strip beside the viewer. */
export const VerticalStrip: Story = { args: { items: MANY, vertical: true } };

/** Nothing yet: the screen's own empty content. */
export const Empty: Story = { args: { items: [] } };
