import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ExportDialog from '@/features/export/components/ExportDialog';
import { ExportButton } from '@/features/export';
import { artPath } from '@mocks/media/paths';

const ring = { path: artPath('gold ring', '1:1'), name: 'Gold ring' };
const selection = [
  ring,
  { path: artPath('ring on a hand', '3:4'), name: 'Gold ring' },
  { path: artPath('necklace', '4:3'), name: 'Necklace' },
];

const meta: Meta<typeof ExportDialog> = {
  title: 'Export/ExportDialog',
  component: ExportDialog,
  args: { open: true, onClose: () => {}, sources: [ring] },
  // The dialog lives in a portal; the line behind it gives the canvas something of its own.
  render: (args) => (
    <>
      <ExportDialog {...args} />
    </>
  ),
};
export default meta;
type Story = StoryObj<typeof ExportDialog>;

export const NothingChosen: Story = {};
/** Amazon main image: 2,000 px square on pure white, JPEG, the whole product shown. */
export const Amazon: Story = { args: { initialPresets: ['amazon'] } };
export const Etsy: Story = { args: { initialPresets: ['etsy'] } };
export const Shopify: Story = { args: { initialPresets: ['shopify'] } };
export const Instagram: Story = { args: { initialPresets: ['instagram'] } };
export const TikTok: Story = { args: { initialPresets: ['tiktok'] } };

/** Fill crops to the frame; the crop is moved by dragging the preview or by the sliders. */
export const InstagramFilled: Story = {
  args: { initialPresets: ['instagram'] },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Export for…' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fill: crop to the frame' }));
    await expect(within(dialog).getByRole('slider', { name: 'Crop left to right' })).toBeInTheDocument();
  },
};

/** A custom size out of bounds says why and cannot be exported. */
export const CustomSizeTooLarge: Story = {
  args: { initialPresets: ['custom'] },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Export for…' });
    const width = within(dialog).getByRole('spinbutton', { name: 'Width (px)' });
    await userEvent.clear(width);
    await userEvent.type(width, '9000');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('between 16 and 8,000 px');
    await expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

/** A selection of three pictures in two presets: six files, one zip. */
export const Selection: Story = {
  args: { sources: selection, initialPresets: ['amazon', 'instagram'] },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Export for…' });
    await expect(within(dialog).getByRole('button', { name: 'Export 6 files' })).toBeEnabled();
  },
};

/** The button a screen shows; the dialog is a lazy chunk fetched on the first click. */
export const Button: StoryObj<typeof ExportButton> = {
  render: () => <ExportButton variant="button" label="Export all for…" sources={selection} />,
};
