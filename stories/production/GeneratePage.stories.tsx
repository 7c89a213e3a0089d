import type { Meta, StoryObj } from '@storybook/react-vite';
import GeneratePage from '@/pages/tools/GeneratePage';
import { buttonByText, IMAGE_ID, SAVED_ADDRESS, waitForElement, withProduct } from './productStory';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Lab/Making order',
  tags: ['autodocs'],
  component: GeneratePage,
  parameters: {
    ...screen(
      'tools',
      {
        doc: 2,
        heading:
          '/tools/costAssessment/{id}, /tools/generate/{id}, /tools/deliver/{id}, /tools/pre-sale/{id}',
      },
      'The making order: shipping address, confirmation and payment.',
    ),
    route: { path: '/tools/generate/:id', url: `/tools/generate/${IMAGE_ID}` },
  },
} satisfies Meta<typeof GeneratePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** reviewed (2): the address form, prefilled from the saved address. */
export const AddressForm: Story = {
  parameters: { msw: { handlers: [...withProduct({ production_status: 2 }), ...SAVED_ADDRESS] } },
};

/** No saved address and Continue pressed: every required field says so. */
export const AddressErrors: Story = {
  parameters: { msw: { handlers: withProduct({ production_status: 2 }) } },
  play: async ({ canvasElement }) => {
    const button = await waitForElement(() => buttonByText(canvasElement, 'Continue'));
    button.click();
    await waitForElement(() => canvasElement.querySelector('.Mui-error'));
  },
};

/** The confirmation: 1 piece or 10 pieces, the 10 percent service fee and the total. */
export const Confirmation: Story = {
  parameters: { msw: { handlers: [...withProduct({ production_status: 2 }), ...SAVED_ADDRESS] } },
  play: async ({ canvasElement }) => {
    await waitForElement(() =>
      canvasElement.querySelector<HTMLInputElement>('input[name="city"]')?.value ? true : null,
    );
    buttonByText(canvasElement, 'Continue')?.click();
    await waitForElement(() => document.querySelector('[role="dialog"]'));
  },
};

/** Started from the cost page's PayPal button: the same confirmation, PayPal preselected. */
export const ConfirmationWithPayPal: Story = {
  parameters: {
    route: { path: '/tools/generate/:id', url: `/tools/generate/${IMAGE_ID}?method=paypal` },
    msw: { handlers: [...withProduct({ production_status: 2 }), ...SAVED_ADDRESS] },
  },
  play: Confirmation.play,
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const AddressFormChinese: Story = { ...inChinese(AddressForm), name: 'Address form · 中文' };
