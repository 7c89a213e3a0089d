import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThumbStrip } from '@/components/ThumbStrip';
import { artPath } from '@mocks/media/paths';

const thumbs = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    src: artPath(`thumb-${i + 1} ring`, '1:1'),
    alt: `Design ${i + 1}`,
  }));

const meta = {
  title: 'Shared/Components/ThumbStrip',
  component: ThumbStrip,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  args: {
    items: thumbs(6),
    currentId: 3,
    onSelect: () => undefined,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThumbStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 80×80 thumbnails, 5 px apart; the current one outlined. */
export const Default: Story = {};

/** Horizontal, above six items: arrows scroll the strip; arrow keys move the selection. */
export const HorizontalWithArrows: Story = {
  args: { items: thumbs(10), orientation: 'horizontal', size: 60, keyboard: true, label: 'Results' },
};

/** The modeling strip's task states: pending, 'Generating', 'Failed. Try again?', 'Failed'. */
export const TaskStates: Story = {
  args: {
    orientation: 'horizontal',
    size: 80,
    onRetry: () => undefined,
    items: [
      ...thumbs(2),
      { id: 10, alt: 'Queued result', state: 'pending' as const },
      { id: 11, alt: 'Result being generated', state: 'processing' as const },
      { id: 12, alt: 'Failed result', state: 'failed' as const, canRetry: true },
      { id: 13, alt: 'Failed result without its data', state: 'failed' as const },
    ],
  },
};
