import type { Meta, StoryObj } from '@storybook/react-vite';
import MarketingContentPage from '@/pages/marketing/MarketingContentPage';
import { imageInfoFails, marketingTaskHandlers, STORY_IMAGE_ID } from './fixtures';
import { inChinese, screen } from '../screen';

const at = (query: string) => ({
  route: { path: '/marketing/content', url: `/marketing/content${query}` },
});

const meta = {
  title: 'Create/Marketing',
  tags: ['autodocs'],
  component: MarketingContentPage,
  parameters: {
    ...screen(
      'tools',
      { doc: 3, heading: '2.1 Marketing content page, /marketing/content' },
      'Create › Marketing: Static, Try-On and Video from one product picture.',
    ),
    ...at(''),
  },
} satisfies Meta<typeof MarketingContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without image_id: the hero, its buttons and the example carousel. */
export const Hero: Story = {};

/** The Static tab of a product: original image, its generated pictures, templates. */
export const StaticTab: Story = { parameters: at(`?image_id=${STORY_IMAGE_ID}`) };

/** Static while generating: a running record restored from the history and a failed one. */
export const StaticGenerating: Story = {
  parameters: {
    ...at(`?image_id=${STORY_IMAGE_ID}`),
    msw: { handlers: marketingTaskHandlers('descImageGeneration') },
  },
};

/** The Try-On tab (background choice remembered). */
export const TryOnTab: Story = { parameters: at(`?image_id=${STORY_IMAGE_ID}&tab=tryOn`) };

/** The Video tab: videos and images, the shared video panel. */
export const VideoTab: Story = { parameters: at(`?image_id=${STORY_IMAGE_ID}&type=video`) };

/** Video while generating: a running clip restored from the history and a failed one ('Failed'). */
export const VideoGenerating: Story = {
  parameters: {
    ...at(`?image_id=${STORY_IMAGE_ID}&type=video`),
    msw: { handlers: marketingTaskHandlers('videoShowGeneration') },
  },
};

/** The image cannot be loaded: 'Failed to get image details' with a retry. */
export const ImageFailed: Story = {
  parameters: { ...at(`?image_id=${STORY_IMAGE_ID}`), msw: { handlers: imageInfoFails } },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const StaticTabChinese: Story = { ...inChinese(StaticTab), name: 'Static tab · 中文' };
export const TryOnTabChinese: Story = { ...inChinese(TryOnTab), name: 'Try-On tab · 中文' };
