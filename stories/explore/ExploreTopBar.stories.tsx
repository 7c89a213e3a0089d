import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useGetCategoryTreeQuery } from '@/api/endpoints/catalog';
import { ExploreTopBar } from '@/features/explore/components/ExploreTopBar';
import { INITIAL_FILTERS, type ExploreFilters } from '@/features/explore/filters';

/** The bar with the mock backend's category tree; `chosen` picks the first N leaf categories. */
function TopBarFromBackend({ chosen = 0 }: { chosen?: number }) {
  const { data = [] } = useGetCategoryTreeQuery();
  const leaves = useMemo(() => data.flatMap((node) => node.children), [data]);
  const names = useMemo(() => new Map(leaves.map((leaf) => [String(leaf.category_id), leaf.name])), [leaves]);
  const [picked, setPicked] = useState<string[] | null>(null);
  const ids = picked ?? leaves.slice(0, chosen).map((leaf) => String(leaf.category_id));
  const filters: ExploreFilters = { ...INITIAL_FILTERS, category_id: ids };
  const toggle = (id: string) => setPicked(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  return (
    <ExploreTopBar
      filters={filters}
      categories={data}
      categoryNames={names}
      onToggleCategory={toggle}
      onSort={() => undefined}
      onSearch={() => undefined}
      onTab={() => undefined}
    />
  );
}

const meta = {
  title: 'Shared/Explore/ExploreTopBar',
  component: TopBarFromBackend,
} satisfies Meta<typeof TopBarFromBackend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: tabs, Category, sorts and search. */
export const Default: Story = {};

/** Two chosen categories as chips; a click, Delete or Backspace on a chip removes it. */
export const CategoriesChosen: Story = { args: { chosen: 2 } };
