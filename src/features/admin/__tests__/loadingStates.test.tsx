import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { server } from '@mocks/node';
import { renderWithProviders } from '@/test/render';
import { hangingGet as hang } from '@/test/requests';
import { adminSession } from './adminSession';
import { AiTaskSection } from '../components/AiTaskSection';
import { CategorySection } from '../components/CategorySection';
import { DressingSection } from '../components/DressingSection';
import { LibrarySection } from '../components/LibrarySection';
import { OverviewSection } from '../components/OverviewSection';
import { ProductsSection } from '../components/ProductsSection';

adminSession('/api/');

/**
 * Every admin section says it is loading, not only by its grey placeholders: a screen reader hears a busy status
 * named after what is on its way (before, the tables' skeleton rows and the library's and templates' placeholders
 * were silent, and the categories' table was not even marked busy).
 */
describe('admin loading states', () => {
  it.each<[string, ReactElement, string[], string]>([
    ['Products', <ProductsSection key="p" />, ['/server/image/list'], 'Loading Products'],
    ['Categories', <CategorySection key="c" />, ['/api/category/list'], 'Loading Categories'],
    ['AI tasks', <AiTaskSection key="a" />, ['/api/user/history'], 'Loading AI tasks'],
    ['Images', <LibrarySection key="l" />, ['/server/image/list'], 'Loading Images'],
    [
      'Outfit templates',
      <DressingSection key="d" />,
      ['/api/global/getModelsPromptList'],
      'Loading Outfit templates',
    ],
  ])('%s: a busy status named after the list', async (_, section, paths, name) => {
    server.use(...paths.map(hang));
    renderWithProviders(section);
    expect(await screen.findByRole('status', { name })).toHaveAttribute('aria-busy', 'true');
  });

  it('the tables are marked busy while their first page loads', async () => {
    server.use(hang('/api/category/list'));
    renderWithProviders(<CategorySection />);
    expect(await screen.findByRole('table', { name: 'Categories' })).toHaveAttribute('aria-busy', 'true');
  });

  it('Overview: each count is a busy status until it arrives', async () => {
    server.use(hang('/server/image/list'), hang('/api/user/history'));
    renderWithProviders(<OverviewSection />);
    const counts = await screen.findAllByRole('status', { name: 'Loading' });
    expect(counts).toHaveLength(3);
    for (const count of counts) expect(count).toHaveAttribute('aria-busy', 'true');
  });
});
