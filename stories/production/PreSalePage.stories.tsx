import type { Meta, StoryObj } from '@storybook/react-vite';
import PreSalePage from '@/pages/tools/PreSalePage';
import {
  buttonByText,
  IMAGE_ID,
  INCOME_FAILS,
  INCOME_LOADING,
  waitForElement,
  withProduct,
} from './productStory';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Lab/Sell',
  tags: ['autodocs'],
  component: PreSalePage,
  parameters: {
    ...screen(
      'tools',
      { doc: 2, heading: 'Sell configuration screen (/tools/pre-sale/{id}, parameter id)' },
      'The pre-sale form: title, material, price, the minimum number of buyers and the income estimate.',
    ),
    route: { path: '/tools/pre-sale/:id', url: `/tools/pre-sale/${IMAGE_ID}` },
  },
} satisfies Meta<typeof PreSalePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const DISPATCHED = withProduct({ production_status: 4, sampling_count: 1 });

/** dispatched (4): the sell form with the suggested price, quality 30 and the income estimate. */
export const SellForm: Story = { parameters: { msw: { handlers: DISPATCHED } } };

/** The income estimate while it is being calculated. */
export const EstimateLoading: Story = {
  parameters: { msw: { handlers: [...INCOME_LOADING, ...DISPATCHED] } },
};

/** The income estimate failed: an error with Retry; the form still works. */
export const EstimateFailed: Story = { parameters: { msw: { handlers: [...INCOME_FAILS, ...DISPATCHED] } } };

/** Submitted empty: 'Please input title!', 'Please choose material!'. */
export const Errors: Story = {
  parameters: { msw: { handlers: DISPATCHED } },
  play: async ({ canvasElement }) => {
    const button = await waitForElement(() => buttonByText(canvasElement, 'Apply for pre-sale'));
    button.click();
    await waitForElement(() => canvasElement.querySelector('.Mui-error'));
  },
};

/** A price that is not a number, flagged as typed: the estimate shows a dash and says why, never a skeleton. */
export const InvalidPrice: Story = {
  parameters: { msw: { handlers: DISPATCHED } },
  play: async ({ canvasElement }) => {
    const input = await waitForElement(() =>
      canvasElement.querySelector<HTMLInputElement>('input[name="selling_price"]'),
    );
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, 'abc');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitForElement(() => canvasElement.querySelector('.Mui-error'));
  },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const SellFormChinese: Story = { ...inChinese(SellForm), name: 'Sell form · 中文' };
