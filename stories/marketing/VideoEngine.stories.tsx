import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { http, HttpResponse } from 'msw';
import { EffectsModal, VideoGenerationPanel } from '@/features/video';
import { artPath } from '@mocks/media/paths';

const PICTURES = Array.from({ length: 7 }, (_, i) => ({
  image_id: 1001 + i,
  path: artPath(`video picture ${i} ring`, '1:1'),
  label: `Picture ${i + 1}`,
}));

const EFFECTS = Array.from({ length: 6 }, (_, i) => ({
  prompt_id: 700 + i,
  name: ['Slow orbit', 'Sparkle', 'Zoom in', 'Breeze', 'Light sweep', 'Float'][i],
  models: [
    { model_id: 1, path: `/media/clip-${(i % 5) + 1}.webm` },
    { model_id: 2, path: `/media/clip-${((i + 2) % 5) + 1}.webm` },
  ],
}));

function Engine({ part }: { part: 'panel' | 'noPicture' | 'effects' }) {
  if (part === 'effects')
    return (
      <>
        <EffectsModal
          open
          effects={EFFECTS}
          selectedId={701}
          onConfirm={() => undefined}
          onClose={() => undefined}
        />
      </>
    );
  return (
    <Box sx={{ maxWidth: 420 }}>
      <VideoGenerationPanel
        scope="story-video"
        pictures={part === 'panel' ? PICTURES : []}
        onUploaded={() => undefined}
      />
    </Box>
  );
}

const meta = {
  title: 'Shared/Engines/Video',
  component: Engine,
} satisfies Meta<typeof Engine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared panel: Prompt, 'Choice of picture' with 'More (2)', Generate '10+ credits', models, effects. */
export const Panel: Story = { args: { part: 'panel' } };
/** No picture yet: the upload box. */
export const NoPicture: Story = { args: { part: 'noPicture' } };
/** No models: 'No models available'. */
export const NoModels: Story = {
  args: { part: 'panel' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/video/getVideoModelTypes', () => HttpResponse.json({ code: 0, message: 'ok', data: [] })),
      ],
    },
  },
};
/** The masonry modal of every effect. */
export const EffectsMasonry: Story = { args: { part: 'effects' } };
