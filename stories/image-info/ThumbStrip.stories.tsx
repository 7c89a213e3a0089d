import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThumbStrip } from '@/components/ThumbStrip';
import { artPath } from '@mocks/media/paths';

const meta = {
  title: 'Components/ThumbStrip',
  component: ThumbStrip,
  args: {
    items: [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      src: artPath(`thumb-${id} ring`, '1:1'),
      alt: `Design ${id}`,
    })),
    currentId: 3,
    onSelect: () => undefined,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThumbStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 80×80 thumbnails, 5 px apart; the current one outlined. */
export const Default: Story = {};
