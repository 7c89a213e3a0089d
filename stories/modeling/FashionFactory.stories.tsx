import type { Meta, StoryObj } from '@storybook/react-vite';
import FashionFactoryPage from '@/pages/modeling/FashionFactoryPage';
import { compareModePreference } from '@/components/compare/useCompareMode';
import { batchHandlers, batchTask, MODEL_IMAGE_ID, TEMPLATE_ID } from './fixtures';
import { failing, showsRetry } from '../storyCalls';
import { inChinese, screen } from '../screen';

const look = `image_id=${MODEL_IMAGE_ID}&prompt_id=${TEMPLATE_ID}`;
const at = (query: string) => ({
  route: { path: '/modeling/fashionFactory', url: `/modeling/fashionFactory?${query}` },
});

const meta = {
  title: 'Create/Fashion factory',
  tags: ['autodocs'],
  component: FashionFactoryPage,
  parameters: {
    ...screen(
      'tools',
      {
        doc: 3,
        heading: '2.5 Fashion factory, /modeling/fashionFactory (also /modeling/fashionFactory/{id})',
      },
      'A look confirmed, the outfit generated, then a photoset of twelve.',
    ),
    ...at(look),
  },
} satisfies Meta<typeof FashionFactoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stage 'Confirm the look' after ReStyle: the template's model, the clothing upload, Generate outfit. */
export const ConfirmTheLook: Story = {};

/** The look's picture could not be loaded: the reason with Retry above the stage, which still takes the clothing. */
export const LookFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/image/info')] } },
  play: showsRetry,
};

/** No look in the address: the way forward (the Fashion Style looks), not a blank stage. */
export const WithoutALook: Story = { parameters: at('') };

/** The outfit tasks are running: placeholders and 'Creating images, please wait...'. */
export const OutfitGenerating: Story = {
  parameters: {
    ...at(`${look}&batch_id=bat_story`),
    msw: { handlers: batchHandlers([batchTask(0, 'progress'), batchTask(1, 'progress')]) },
  },
};

/** An outfit exists: Next is offered. */
export const OutfitReady: Story = {
  parameters: {
    ...at(`${look}&batch_id=bat_story`),
    msw: { handlers: batchHandlers([batchTask(0, 'success'), batchTask(1, 'success')]) },
  },
};

/** Stage 'Get your photoset' while the 12 photos arrive. */
export const PhotosetArriving: Story = {
  parameters: {
    ...at(`${look}&mode=photoset&batch_id=bat_story`),
    msw: {
      handlers: batchHandlers(
        Array.from({ length: 12 }, (_, i) => batchTask(i, i < 5 ? 'success' : 'progress')),
      ),
    },
  },
};

/** The finished photoset (two failed tasks dropped out): viewer, Download all, related images and Generate. */
export const PhotosetDone: Story = {
  parameters: {
    ...at(`${look}&mode=photoset&batch_id=bat_story`),
    msw: {
      handlers: batchHandlers(
        Array.from({ length: 12 }, (_, i) => batchTask(i, i === 4 || i === 9 ? 'failure' : 'success')),
      ),
    },
  },
};

/** The finished photoset with compare on: each photo against the look it was made from (issue 29 §1). */
export const PhotosetCompared: Story = {
  parameters: PhotosetDone.parameters,
  beforeEach: () => {
    compareModePreference.write('slider');
    return () => compareModePreference.write('off');
  },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const ConfirmTheLookChinese: Story = { ...inChinese(ConfirmTheLook), name: 'Confirm the look · 中文' };
