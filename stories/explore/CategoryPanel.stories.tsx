import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Box from '@mui/material/Box';
import { useGetCategoryTreeQuery } from '@/api/endpoints/catalog';
import { CategoryMenu } from '@/features/explore/components/CategoryMenu';
import { CategoryPanel } from '@/features/explore/components/CategoryPanel';
import { inChinese } from '../screen';

/** The panel with the mock backend's category tree. */
function PanelFromBackend() {
  const { data = [] } = useGetCategoryTreeQuery();
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <Box sx={{ p: 2 }}>
      <CategoryPanel categories={data} selected={selected} onToggle={toggle} />
    </Box>
  );
}

/** The button and its dropdown on the dark top bar. */
function MenuFromBackend() {
  const { data = [] } = useGetCategoryTreeQuery();
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <Box sx={{ bgcolor: '#141414', color: '#fff', p: 1.5, minHeight: 700 }}>
      <CategoryMenu categories={data} selected={selected} onToggle={toggle} />
    </Box>
  );
}

const meta = {
  title: 'Shared/Explore/CategoryPanel',
  component: PanelFromBackend,
} satisfies Meta<typeof PanelFromBackend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {};
export const Dropdown: Story = { render: () => <MenuFromBackend /> };

/** In 中文 the backend names its categories in Chinese (Accept-Language): 珠宝 › 戒指, 项链 … */
export const PanelChinese: Story = {
  ...inChinese(Panel),
  name: 'Panel · 中文',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '戒指' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '项链' })).toBeInTheDocument();
  },
};
