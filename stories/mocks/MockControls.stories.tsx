import type { Meta, StoryObj } from '@storybook/react-vite';
import { MockControls } from '../../mocks/controls/MockControls';

/** The mock-mode panel that sets latency, failure rate and scenario (shown only when the mock backend runs). */
const meta = {
  title: 'Mock backend/Controls panel',
  component: MockControls,
  args: { onReset: () => {} },
} satisfies Meta<typeof MockControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = { args: { defaultOpen: false } };
export const Expanded: Story = { args: { defaultOpen: true } };
