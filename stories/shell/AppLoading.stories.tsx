import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLoading } from '@/components/AppLoading';

const meta = {
  title: 'Shared/Shell/AppLoading',
  component: AppLoading,
  args: { fullHeight: true },
} satisfies Meta<typeof AppLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route and start-up fallback, "APP Loading...". */
export const FullPage: Story = {};
