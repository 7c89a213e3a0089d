import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useAppT } from '@/app/i18n';
import { RouteTitleContext } from '@/app/layouts/routeHandle';
import ComingSoonPage from '@/pages/misc/ComingSoonPage';
import { screen } from '../screen';

/** The title the app's route table gives `/webhook-api/shopify` (src/app/router.tsx), as AppRoutes provides it. */
function ShopifyRoute() {
  const t = useAppT();
  return (
    <RouteTitleContext.Provider value={t('app.route.shopify')}>
      <ComingSoonPage />
    </RouteTitleContext.Provider>
  );
}

/**
 * `/webhook-api/shopify`, the Shopify export: planned, not built yet (the contract has no call for it), so the
 * route shows its titled "coming soon" panel inside the layout. It has no loading, empty or error state.
 */
const meta = {
  title: 'Export/Shopify',
  tags: ['autodocs'],
  component: ShopifyRoute,
  parameters: {
    ...screen(
      undefined,
      { doc: 3, heading: '2.10 Route table and public pages' },
      'The Shopify connection page (coming soon).',
    ),
    route: { path: '/webhook-api/shopify', url: '/webhook-api/shopify' },
  },
} satisfies Meta<typeof ShopifyRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('status');
    await expect(within(panel).getByRole('heading', { name: 'Shopify' })).toBeVisible();
  },
};
