import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { ImageCard } from '@/components/ImageCard';
import { imageUrl } from '@/utils/imageUrl';

// Media served by the mock backend (procedural art) and the committed sample clips.
const art = (name: string) => imageUrl(`/mock-media/art/${name}`, { width: 640 });

const meta = {
  title: 'Shared/Components/ImageCard',
  component: ImageCard,
  // A docs page with the component's props beside its stories.
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 300, height: 400, m: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Silver bracelet on marble',
    imageSrc: art('g1016-Bracelets_3x4.svg'),
    liked: false,
    likeCount: 42,
    actionLabel: 'ReCreate',
    openLabel: 'Open Silver bracelet on marble',
    onOpen: () => {},
    onLike: () => {},
    onAction: () => {},
  },
} satisfies Meta<typeof ImageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const Liked: Story = { args: { liked: true, likeCount: 43 } };
export const Video: Story = { args: { videoSrc: '/media/clip-2.webm' } };
export const TryOn: Story = {
  args: {
    title: 'Editorial model',
    imageSrc: art('g1007-Model-Editorial_3x4.svg'),
    actionLabel: 'Try On',
    openLabel: 'Open Editorial model',
  },
};
/** On the first screen of Explore: the picture is fetched at once, ahead of the others. */
export const FirstScreen: Story = { args: { priority: 'high' } };
/** Below the first screen while its pictures load: the card waits with its plain background. */
export const PictureWaiting: Story = {
  args: { deferPicture: true },
  play: async ({ canvasElement }) => {
    if (canvasElement.querySelector('img')) throw new Error('a waiting card shows no picture yet');
  },
};
/** A picture that could not be loaded (or an item without one): the title stands in on the card's background. */
export const PictureMissing: Story = {
  args: { imageSrc: '' },
  play: async ({ canvasElement }) => {
    const stand = canvasElement.querySelector('.card-missing');
    if (!stand?.textContent?.includes('Silver bracelet on marble'))
      throw new Error('a card without its picture shows its title');
  },
};
