import type { Meta, StoryObj } from '@storybook/react-vite';
import ModelingPage from '@/pages/modeling/ModelingPage';
import { missingImage, MODEL_IMAGE_ID, restoredRecordHandlers, TEMPLATE_ID } from './fixtures';
import { inChinese, screen } from '../screen';

const at = (query: string) => ({
  route: { path: '/modeling/content/:id?', url: `/modeling/content${query}` },
});

const meta = {
  title: 'Create/Modeling',
  tags: ['autodocs'],
  component: ModelingPage,
  parameters: {
    ...screen(
      'tools',
      { doc: 3, heading: '2.4 Modeling page, /modeling/content (also /modeling/content/{id})' },
      'A product put on a model (reached from Fashion Style).',
    ),
    ...at(`?image_id=${MODEL_IMAGE_ID}&prompt_id=${TEMPLATE_ID}`),
  },
} satisfies Meta<typeof ModelingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generator panel with a product image: prompt, model, clothing upload, Generate with its cost. */
export const Prototype: Story = {};

/** A generation of this image is running: its placeholder says 'Generating'. */
export const Generating: Story = { parameters: { msw: { handlers: restoredRecordHandlers('progress') } } };

/** A generation failed (restored from the history, so no submit data: 'Failed' without a retry). */
export const Failed: Story = { parameters: { msw: { handlers: restoredRecordHandlers('failure') } } };

/** No image: the ways to bring a product in (upload one, or the Fashion Style looks) instead of a dead Generate. */
export const NoImage: Story = { parameters: at('') };

/** The image cannot be loaded: 'Failed to load image: Image not found' with Retry. */
export const ImageNotFound: Story = {
  parameters: { ...at('?image_id=424242'), msw: { handlers: missingImage } },
};

/** The Video tab (type=video). */
export const Video: Story = {
  parameters: at(`?image_id=${MODEL_IMAGE_ID}&prompt_id=${TEMPLATE_ID}&type=video`),
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const PrototypeChinese: Story = { ...inChinese(Prototype), name: 'Prototype · 中文' };
