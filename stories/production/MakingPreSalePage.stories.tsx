import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import PreSalePage from '@/pages/marketing/PreSalePage';
import { IMAGE_ID, SERVER_ERROR, withProduct } from './productStory';
import { held, showsLoading } from '../storyCalls';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Lab/Pre-production & Presale',
  tags: ['autodocs'],
  component: PreSalePage,
  parameters: {
    ...screen(
      'tools',
      { doc: 3, heading: "2.2 Making & Pre-sale form page (title 'Making & Pre-sale')" },
      'Lab › Pre-production & Presale: the products on the way to sale, and the Making & Pre-sale form.',
    ),
    route: { path: '/marketing/pre-sale', url: '/marketing/pre-sale' },
  },
} satisfies Meta<typeof PreSalePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lab landing: the demo user's products in every production and pre-sale status. */
export const LabLanding: Story = {};

/** The user's products are on their way: placeholder cards under the title. */
export const LabLoading: Story = {
  parameters: { msw: { handlers: [held('get', '*/api/image/self')] } },
  play: showsLoading('Loading your products', { busy: false }),
};

/** No products yet: how a design gets here. */
export const LabEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/image/self', () =>
          HttpResponse.json({
            code: 0,
            message: 'success',
            data: { list: [], current: 1, pageSize: 20, total: 0 },
          }),
        ),
      ],
    },
  },
};

/** The list fails: an error with Retry. */
export const LabError: Story = { parameters: { msw: { handlers: SERVER_ERROR('*/api/image/self') } } };

/** 'Making & Pre-sale' for one product: preview, form, 30 % / 70 % and the title suggestion. */
export const MakingPreSale: Story = {
  parameters: {
    route: { path: '/marketing/pre-sale', url: `/marketing/pre-sale?image_id=${IMAGE_ID}` },
    msw: { handlers: withProduct({ production_status: 4, sampling_count: 1 }) },
  },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const LabLandingChinese: Story = { ...inChinese(LabLanding), name: 'Lab landing · 中文' };
export const MakingPreSaleChinese: Story = { ...inChinese(MakingPreSale), name: 'Making & Pre-sale · 中文' };
