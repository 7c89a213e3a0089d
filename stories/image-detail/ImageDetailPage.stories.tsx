import type { Meta, StoryObj } from '@storybook/react-vite';
import ImageDetailPage from '@/pages/image/ImageDetailPage';
import { held, showsLoading } from '../storyCalls';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Explore/Image detail',
  tags: ['autodocs'],
  component: ImageDetailPage,
  parameters: {
    ...screen(
      'base',
      { doc: 1, heading: '2.4 Image detail (/image/detail?image_id={id})' },
      "One gallery image: the picture, its prompt and description, like and 'Recreate'.",
    ),
    route: { path: '/image/detail', url: '/image/detail?image_id=1007' },
  },
} satisfies Meta<typeof ImageDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and Markdown description, a video and several images in the gallery. */
export const WithDescription: Story = {};

/** Only a prompt. */
export const PromptOnly: Story = {
  parameters: { route: { path: '/image/detail', url: '/image/detail?image_id=1001' } },
};

export const Visitor: Story = { parameters: { signedIn: false } };

/** Opened from a link (no image handed over by the gallery): the image is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [held('get', '*/api/image/info')] } },
  play: showsLoading('Loading image'),
};

export const NotFound: Story = {
  parameters: { route: { path: '/image/detail', url: '/image/detail?image_id=999999' } },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const WithDescriptionChinese: Story = {
  ...inChinese(WithDescription),
  name: 'With description · 中文',
};
