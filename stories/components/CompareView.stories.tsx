import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import { Carousel, type CarouselItem } from '@/components/Carousel';
import { CompareView } from '@/components/compare';
import { artPath } from '@mocks/media/paths';

const original = { src: artPath('original ring', '1:1'), label: 'Original image' };
const portrait = { src: artPath('ring on a hand', '3:4'), label: 'Generated image 1' };

const meta: Meta<typeof CompareView> = {
  title: 'Components/CompareView',
  component: CompareView,
  args: { original, result: portrait, mode: 'slider' },
  decorators: [
    (Story) => (
      <Box sx={{ width: 'min(100%, 640px)', height: 420 }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CompareView>;

/** A square original against a 3:4 result: both contained the same way; the wipe moves with the keys. */
export const Wipe: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Compare with the original' });
    slider.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '70');
  },
};

export const WipeNearTheStart: Story = { args: { initialPosition: 10 } };

export const SideBySide: Story = { args: { mode: 'side' } };

const ITEMS: CarouselItem[] = [
  { key: 'o', kind: 'image', src: original.src, label: original.label },
  { key: 'r1', kind: 'image', src: portrait.src, label: 'Generated image 1' },
  { key: 'r2', kind: 'image', src: artPath('ring on velvet', '4:3'), label: 'Generated image 2' },
];

/** The carousel of a result screen with its original: the compare switch sits beside download. */
export const InTheCarousel: Story = {
  render: function Render() {
    const [index, setIndex] = useState(1);
    return <Carousel items={ITEMS} index={index} onIndexChange={setIndex} original={original} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Compare with original' });
    // The mode is remembered: start from off whatever an earlier visit chose.
    if (toggle.getAttribute('aria-pressed') === 'true') await userEvent.click(toggle);
    await userEvent.click(toggle);
    // The comparison's code loads when compare is first shown.
    await expect(
      await canvas.findByRole('slider', { name: 'Compare with the original' }),
    ).toBeInTheDocument();
  },
};
