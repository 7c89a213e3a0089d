import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db';
import { DEMO_EMAIL } from '@mocks/db/seed';
import { PlansView } from '@/features/plans';
import { held } from '../storyCalls';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Plans/Plans',
  tags: ['autodocs'],
  component: PlansView,
  parameters: {
    ...screen(
      'base',
      { doc: 3, heading: '2.7 Subscription (VIP) page' },
      'The plans by cycle, the credits and what each creation costs.',
    ),
    route: { path: '/payment', url: '/payment' },
  },
} satisfies Meta<typeof PlansView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yearly plans: price per month as total / 12, the free monthly plan added, '20% OFF'. */
export const Yearly: Story = { args: { initialCycle: 'yearly' } };

/** Monthly plans; the demo user's Free plan is marked current. */
export const Monthly: Story = { args: { initialCycle: 'monthly' } };

/** Every label in Chinese, prices in US$ (pinned to 中文). */
export const Chinese: Story = { ...inChinese(Yearly), name: 'Yearly · 中文' };

/** The plans are on their way: four placeholder cards in a busy region named after the page. */
export const Loading: Story = {
  parameters: { msw: { handlers: [held('get', '*/api/payment/levelList')] } },
  play: async ({ canvasElement }) => {
    const plans = await within(canvasElement).findByRole('region', { busy: true });
    await expect(plans).toBeVisible();
  },
};

/** The plan list fails: the server's message with a retry. */
export const ListError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/payment/levelList', () =>
          HttpResponse.json({ code: 500, message: 'Failed to fetch VIP list.', data: null }, { status: 500 }),
        ),
      ],
    },
  },
};

/** A Pro subscriber: Pro is the current plan, Starter explains why it cannot be bought. */
export const CurrentPlan: Story = {
  args: { initialCycle: 'monthly' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/user/info', () => {
          const user = db().users.find((u) => u.email === DEMO_EMAIL);
          if (user) user.level = 3;
          // Falls through to the normal handler, which now answers level 3.
        }),
      ],
    },
  },
};

/** Arrived from a Generate button without enough credits: the reason above the plans. */
export const NotEnoughCredits: Story = {
  parameters: {
    route: {
      path: '/payment',
      url: `/payment?reason=${encodeURIComponent('Not enough credits: this generation costs 4 credits, you have 0.')}`,
    },
  },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const MonthlyChinese: Story = { ...inChinese(Monthly), name: 'Monthly · 中文' };
