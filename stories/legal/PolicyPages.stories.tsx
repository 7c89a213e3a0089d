import type { Meta, StoryObj } from '@storybook/react-vite';
import ContactPage from '@/pages/legal/ContactPage';
import DmcaPage from '@/pages/legal/DmcaPage';
import PrivacyPage from '@/pages/legal/PrivacyPage';
import ReturnPage from '@/pages/legal/ReturnPage';
import SubscriptionPage from '@/pages/legal/SubscriptionPage';
import TermsPage from '@/pages/legal/TermsPage';

/** The six policy pages (spec 3 §2.10, §4.8): static text shipped with the app, no server call. */
const meta = {
  title: 'Legal/PolicyPages',
  component: TermsPage,
  parameters: { signedIn: false, layout: 'fullscreen' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = { parameters: { route: { path: '/terms', url: '/terms' } } };

export const Privacy: Story = {
  render: () => <PrivacyPage />,
  parameters: { route: { path: '/privacy', url: '/privacy' } },
};

export const Dmca: Story = {
  name: 'DMCA',
  render: () => <DmcaPage />,
  parameters: { route: { path: '/dmca', url: '/dmca' } },
};

export const Subscription: Story = {
  render: () => <SubscriptionPage />,
  parameters: { route: { path: '/subscription', url: '/subscription' } },
};

export const Return: Story = {
  render: () => <ReturnPage />,
  parameters: { route: { path: '/return', url: '/return' } },
};

export const Contact: Story = {
  render: () => <ContactPage />,
  parameters: { route: { path: '/contact', url: '/contact' } },
};

/** Contact Us with one answer open, as a visitor reads it. */
export const ContactFaqOpen: Story = {
  name: 'Contact (FAQ open)',
  render: () => <ContactPage />,
  parameters: { route: { path: '/contact', url: '/contact' } },
  // A plain DOM click keeps Storybook's test runtime out of the stories (see stories/auth/formPlay.ts).
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('#faq-shipping-1-question')?.click();
  },
};
