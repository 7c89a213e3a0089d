import type { Meta, StoryObj } from '@storybook/react-vite';
import AvatorPage from '@/pages/space/AvatorPage';
import { emptyTemplates, failingTemplates, loadingTemplates } from './fixtures';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Create/Fashion Style',
  tags: ['autodocs'],
  component: AvatorPage,
  parameters: {
    ...screen(
      'base',
      { doc: 3, heading: '2.6 Marketing templates page' },
      'Create › Fashion Style: the outfit templates by style, with ReStyle.',
    ),
    route: { path: '/space/avator', url: '/space/avator' },
  },
} satisfies Meta<typeof AvatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded outfit templates: style tags, two columns, pagination over 50, the side carousel. */
export const Populated: Story = {};

/** Visitors browse; ReStyle asks them to sign in. */
export const Visitor: Story = { parameters: { signedIn: false } };

export const Loading: Story = { parameters: { msw: { handlers: loadingTemplates } } };

/** 'No models'. */
export const Empty: Story = { parameters: { msw: { handlers: emptyTemplates } } };

export const Error: Story = { parameters: { msw: { handlers: failingTemplates } } };

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const PopulatedChinese: Story = { ...inChinese(Populated), name: 'Populated · 中文' };
