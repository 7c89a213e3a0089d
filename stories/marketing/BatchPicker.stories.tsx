import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BatchPicker } from '@/features/batch/components/BatchPicker';
import { inChinese } from '../screen';

const meta = {
  title: 'Create/Marketing/Batch picker',
  component: BatchPicker,
  args: {
    open: true,
    onClose: fn(),
    tool: 'static',
    functionKey: 'descImageGeneration',
    settings: { prompt: 'On white marble, soft daylight', templateIds: [903, 904], model: 'gpt-image-1' },
    perProduct: 2,
  },
} satisfies Meta<typeof BatchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Apply to several products' with three products of the asset library chosen: before anything is sent, the
 * generations (two templates each), the total credits and the balance after.
 */
export const WithCost: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Apply to several products' });
    const boxes = await within(dialog).findAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('3 products chosen');
    await waitFor(() =>
      expect(within(dialog).getByTestId('batch-cost-Total credits')).toHaveTextContent('6'),
    );
    await expect(within(dialog).getByTestId('batch-cost-Generations')).toHaveTextContent('6');
  },
};

export const WithCostChinese: Story = {
  ...inChinese(WithCost),
  name: 'With cost · 中文',
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '应用到多个产品' });
    const boxes = await within(dialog).findAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('已选择 3 个产品');
  },
};
