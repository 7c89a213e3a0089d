import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout } from '@/app/layouts/AppLayout';

const meta = {
  title: 'Shared/Shell/AppLayout',
  component: AppLayout,
  args: { variant: 'base' },
  parameters: { route: { path: '*', url: '/' }, signedIn: true },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side navigation, header and an (empty) page slot, as the signed-in user sees it. */
export const BaseSignedIn: Story = {};

export const BaseVisitor: Story = { parameters: { signedIn: false } };

export const Tools: Story = {
  args: { variant: 'tools' },
  parameters: { route: { path: '*', url: '/tools/inspiration' } },
};
