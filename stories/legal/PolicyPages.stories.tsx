import type { Meta, StoryObj } from '@storybook/react-vite';
import PolicyRoutePage from '@/pages/legal/PolicyRoutePage';
import { inChinese, screen } from '../screen';

/** The six policy pages (spec 3 §2.10, §4.8): static text shipped with the app, no server call. */
const meta = {
  title: 'Legal/Policies',
  tags: ['autodocs'],
  component: PolicyRoutePage,
  parameters: {
    ...screen(
      undefined,
      { doc: 3, heading: '2.11 Static pages' },
      'Terms, Privacy, DMCA, Subscription, Return and Contact Us.',
    ),
    signedIn: false,
    layout: 'fullscreen',
  },
} satisfies Meta<typeof PolicyRoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = { parameters: { route: { path: '/terms', url: '/terms' } } };

export const Privacy: Story = {
  parameters: { route: { path: '/privacy', url: '/privacy' } },
};

export const Dmca: Story = {
  name: 'DMCA',
  parameters: { route: { path: '/dmca', url: '/dmca' } },
};

export const Subscription: Story = {
  parameters: { route: { path: '/subscription', url: '/subscription' } },
};

export const Return: Story = {
  parameters: { route: { path: '/return', url: '/return' } },
};

export const Contact: Story = {
  parameters: { route: { path: '/contact', url: '/contact' } },
};

/** Contact Us with one answer open, as a visitor reads it. */
export const ContactFaqOpen: Story = {
  name: 'Contact (FAQ open)',
  parameters: { route: { path: '/contact', url: '/contact' } },
  // A plain DOM click keeps Storybook's test runtime out of the stories (see stories/auth/formPlay.ts).
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('#faq-shipping-1-question')?.click();
  },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const ContactChinese: Story = { ...inChinese(Contact), name: 'Contact · 中文' };
