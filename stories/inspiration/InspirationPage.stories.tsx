import type { Meta, StoryObj } from '@storybook/react-vite';
import InspirationPage from '@/pages/tools/InspirationPage';
import {
  failedRecord,
  finishedRecord,
  historyHandlers,
  moderatedRecord,
  runningRecord,
  startingChatRecord,
} from './historyFixtures';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Create/Inspiration',
  tags: ['autodocs'],
  component: InspirationPage,
  parameters: {
    ...screen(
      'tools',
      { doc: 2, heading: '/tools/inspiration (generation screen)' },
      'Create › Inspiration: prompt, category and model on the side, the generations as the hero.',
    ),
    route: { path: '/tools/inspiration', url: '/tools/inspiration' },
  },
} satisfies Meta<typeof InspirationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's seeded history: generations and vary/upscale records, successes and failures. */
export const WithHistory: Story = {};

/** No records yet: the SOUL INPAINT banner. */
export const Empty: Story = {
  parameters: { msw: { handlers: historyHandlers([]) } },
};

/** A running generation (percentage), a starting vary (one placeholder), a failure with retry, a moderated one. */
export const RunningAndFailed: Story = {
  parameters: {
    msw: {
      handlers: historyHandlers([
        startingChatRecord,
        runningRecord,
        failedRecord,
        moderatedRecord,
        finishedRecord,
      ]),
    },
  },
};

/** Visitors: no history call, the banner, and Generate asks to sign in. */
export const Visitor: Story = { parameters: { signedIn: false } };

/** Arrived from ReCreate: prompt, reference, ratio and category prefilled. */
export const Prefilled: Story = {
  parameters: {
    route: {
      path: '/tools/inspiration',
      url: `/tools/inspiration?prompt=${encodeURIComponent('A rose gold ring with a pear-cut sapphire')}&ar=3:4&category_child_id=2`,
    },
  },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const WithHistoryChinese: Story = { ...inChinese(WithHistory), name: 'With history · 中文' };
