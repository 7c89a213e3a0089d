import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { TaskPlaceholder } from '@/components/TaskPlaceholder';

const meta = {
  title: 'Shared/Tasks/TaskPlaceholder',
  component: TaskPlaceholder,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  args: { ratio: '3:4', progress: 42 },
  decorators: [
    (Story) => (
      <Box sx={{ width: 220, p: 2 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TaskPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the task has started (no record yet, or status begin). */
export const Starting: Story = { args: { progress: null } };

/** Running: the fake percentage of the engine's eased 30 s curve. */
export const Progress: Story = {};

/** Near the cap: the curve never passes 99 before the server says done. */
export const AlmostDone: Story = { args: { progress: 99, ratio: '16:9' } };

/** A generation record's four placeholders, as the inspiration history lays them out. */
export const RecordOfFour: Story = {
  render: (args) => (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        gap: 1,
        // The story's root shrinks to its content: the phone's width is given, less the story's padding.
        width: { xs: 'calc(100vw - 32px)', sm: 640 },
      }}
    >
      {[0, 1, 2, 3].map((key) => (
        <TaskPlaceholder key={key} {...args} />
      ))}
    </Box>
  ),
};
