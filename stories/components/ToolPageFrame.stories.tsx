import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ToolPageFrame } from '@/components/ToolPageFrame';

function TwoPanes({ lines }: { lines: number }) {
  return (
    <ToolPageFrame sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' } }}>
      {/* A pane that scrolls and holds no control takes the focus itself, so the keyboard can scroll it. */}
      <Box
        component="section"
        aria-label="Results"
        tabIndex={0}
        sx={{ minHeight: 0, overflowY: 'auto', p: 2 }}
      >
        {Array.from({ length: lines }, (_, i) => (
          <Typography key={i}>Result row {i + 1}</Typography>
        ))}
      </Box>
      <Box
        component="section"
        aria-label="Form"
        tabIndex={0}
        sx={{ minHeight: 0, overflowY: 'auto', p: 2, borderLeft: { md: 1 }, borderColor: { md: 'divider' } }}
      >
        <Typography>The form pane scrolls on its own.</Typography>
      </Box>
    </ToolPageFrame>
  );
}

const meta = {
  title: 'Shared/Components/ToolPageFrame',
  component: TwoPanes,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  args: { lines: 5 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TwoPanes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short content: the frame still fills the viewport below the header. */
export const Short: Story = {};

/** Long content: each pane scrolls inside the frame (phones scroll the page). */
export const LongPanes: Story = { args: { lines: 80 } };
