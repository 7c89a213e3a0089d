import type { Meta, StoryObj } from '@storybook/react-vite';
import MarketingContentPage from '@/pages/marketing/MarketingContentPage';
import { imageInfoFails, marketingTaskHandlers, STORY_IMAGE_ID } from './fixtures';

const at = (query: string) => ({
  route: { path: '/marketing/content', url: `/marketing/content${query}` },
});

const meta = {
  title: 'Screens/Marketing/MarketingContentPage',
  component: MarketingContentPage,
  parameters: at(''),
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
