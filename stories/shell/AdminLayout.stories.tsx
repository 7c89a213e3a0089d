import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminLayout } from '@/app/layouts/AdminLayout';
import { asAdmin } from '../admin/adminStory';

/**
 * The admin area's frame (spec 1 §2.1): its own dark header with the way back, and the section list (a column on a
 * desktop, a strip that scrolls sideways on a phone) with the section on screen selected; the section slot is empty.
 */
const meta = {
  title: 'Shared/Shell/AdminLayout',
  component: AdminLayout,
  decorators: [asAdmin],
  parameters: { route: { path: '*', url: '/admin' }, signedIn: true },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const current = await within(canvasElement).findByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Overview');
  },
};

/** The last section: on a phone the strip has scrolled it into view. */
export const Operation: Story = {
  parameters: { route: { path: '*', url: '/admin/operation' } },
  play: async ({ canvasElement }) => {
    const current = await within(canvasElement).findByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Operation');
  },
};
