import type { Meta, StoryObj } from '@storybook/react-vite';
import ImageDetailPage from '@/pages/image/ImageDetailPage';
import { held, showsLoading } from '../storyCalls';

const meta = {
  title: 'Screens/ImageDetail/ImageDetailPage',
  component: ImageDetailPage,
  parameters: { route: { path: '/image/detail', url: '/image/detail?image_id=1007' } },
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
