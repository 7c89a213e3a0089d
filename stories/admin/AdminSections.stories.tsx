import type { Meta, StoryObj } from '@storybook/react-vite';
import { OverviewSection } from '@/features/admin/components/OverviewSection';
import { ProductsSection } from '@/features/admin/components/ProductsSection';
import { LibrarySection } from '@/features/admin/components/LibrarySection';
import { shows, asAdmin, emptyPage, failing, SectionFrame } from './adminStory';
import { held, showsLoading } from '../storyCalls';
import { screen } from '../screen';

/** Overview, Products and the image library: populated from the mock, loading, empty, and failed with a retry. */
const meta = {
  title: 'Admin/Sections',
  tags: ['autodocs'],
  parameters: screen(
    'admin',
    { doc: 1, heading: '6. Roles and permissions' },
    "The operator's sections: overview, products, reviews, the library.",
  ),
  decorators: [asAdmin],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const overview = () => (
  <SectionFrame>
    <OverviewSection />
  </SectionFrame>
);
const products = () => (
  <SectionFrame>
    <ProductsSection />
  </SectionFrame>
);
const library = () => (
  <SectionFrame>
    <LibrarySection />
  </SectionFrame>
);

export const Overview: Story = { play: shows('Production applications under review'), render: overview };
export const OverviewLoading: Story = {
  play: showsLoading('Loading'),
  render: overview,
  parameters: { msw: { handlers: [held('get', '*/server/image/list'), held('get', '*/api/user/history')] } },
};
export const OverviewEmpty: Story = {
  render: overview,
  parameters: { msw: { handlers: [emptyPage('/server/image/list'), emptyPage('/api/user/history')] } },
};
export const OverviewFailed: Story = {
  play: shows(/could not be loaded/),
  render: overview,
  parameters: { msw: { handlers: [failing('/server/image/list'), failing('/api/user/history')] } },
};

export const Products: Story = { play: shows(/^Product #/), render: products };
export const ProductsLoading: Story = {
  play: showsLoading('Loading Products'),
  render: products,
  parameters: { msw: { handlers: [held('get', '*/server/image/list')] } },
};
export const ProductsEmpty: Story = {
  play: shows(/^No products/),
  render: products,
  parameters: { msw: { handlers: [emptyPage('/server/image/list')] } },
};
export const ProductsFailed: Story = {
  play: shows('The products could not be loaded.'),
  render: products,
  parameters: { msw: { handlers: [failing('/server/image/list')] } },
};

export const Library: Story = { render: library, play: shows(/^#\d+ · /) };
export const LibraryLoading: Story = {
  play: showsLoading('Loading Images'),
  render: library,
  parameters: { msw: { handlers: [held('get', '*/server/image/list')] } },
};
export const LibraryEmpty: Story = {
  play: shows(/^No images/),
  render: library,
  parameters: { msw: { handlers: [emptyPage('/server/image/list')] } },
};
export const LibraryFailed: Story = {
  play: shows('The images could not be loaded.'),
  render: library,
  parameters: { msw: { handlers: [failing('/server/image/list')] } },
};
