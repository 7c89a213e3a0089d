import type { Meta, StoryObj } from '@storybook/react-vite';
import AvatorPage from '@/pages/space/AvatorPage';
import { emptyTemplates, failingTemplates, loadingTemplates } from './fixtures';

const meta = {
  title: 'Screens/Modeling/TemplatesGallery',
  component: AvatorPage,
  parameters: { route: { path: '/space/avator', url: '/space/avator' } },
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
