import { Box, Button, ButtonGroup, Chip, Tab, Tabs } from '@mui/material';
import { TOP_BAR_HEIGHT_PX } from '../constants';
import type { ExploreFilters, ExploreSort, ExploreTab } from '../filters';
import type { CategoryNode } from '../types';
import { CategoryMenu } from './CategoryMenu';
import { SearchBox } from './SearchBox';

export interface ExploreTopBarProps {
  filters: ExploreFilters;
  categories: readonly CategoryNode[];
  /** Labels of the chosen categories, by id. */
  categoryNames: ReadonlyMap<string, string>;
  onToggleCategory: (categoryId: string) => void;
  onSort: (sort: ExploreSort) => void;
  onSearch: (text: string) => void;
  onTab: (tab: ExploreTab) => void;
}

const SORTS: { value: ExploreSort; label: string }[] = [
  { value: 'rand', label: 'Random' },
  { value: 'time', label: 'New' },
];

const TABS: { value: ExploreTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'styles', label: 'Styles' },
  { value: 'images', label: 'Images' },
];

/** Spec 1 §2.3: the dark 60 px bar above the feed. */
export function ExploreTopBar(props: ExploreTopBarProps) {
  const { filters, categories, categoryNames, onToggleCategory } = props;
  // Chips show the categories picked in the panel; the Styles tab's implicit selection is not a choice.
  const chosen = filters.tabType === 'styles' ? [] : filters.category_id;
  return (
    <Box
      component="nav"
      aria-label="Explore filters"
      sx={{
        height: TOP_BAR_HEIGHT_PX,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        bgcolor: '#141414',
        color: '#fff',
        overflowX: 'auto',
        overflowY: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      <CategoryMenu categories={categories} selected={filters.category_id} onToggle={onToggleCategory} />
      <ButtonGroup size="small" aria-label="Sort">
        {SORTS.map((sort) => (
          <Button
            key={sort.value}
            aria-pressed={filters.sort === sort.value}
            variant={filters.sort === sort.value ? 'contained' : 'outlined'}
            onClick={() => filters.sort !== sort.value && props.onSort(sort.value)}
            sx={{ color: filters.sort === sort.value ? undefined : '#fff' }}
          >
            {sort.label}
          </Button>
        ))}
      </ButtonGroup>
      {chosen.map((id) => (
        <Chip
          key={id}
          label={categoryNames.get(id) ?? id}
          onDelete={() => onToggleCategory(id)}
          size="small"
          sx={{
            bgcolor: 'rgba(255,255,255,0.16)',
            color: '#fff',
            '& .MuiChip-deleteIcon': { color: '#fff' },
          }}
        />
      ))}
      <Box data-testid="top-bar-spacer" sx={{ flex: 1, alignSelf: 'stretch' }} />
      <SearchBox value={filters.prompt} onSearch={props.onSearch} />
      <Tabs
        value={filters.tabType}
        onChange={(_, tab: ExploreTab) => props.onTab(tab)}
        aria-label="Gallery kind"
        textColor="inherit"
        sx={{
          minHeight: TOP_BAR_HEIGHT_PX,
          '& .MuiTab-root': { minHeight: TOP_BAR_HEIGHT_PX, minWidth: 64 },
        }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            // Spec 1 §4: clicking a tab reloads, the current one included (Tabs only reports changes).
            onClick={() => tab.value === filters.tabType && props.onTab(tab.value)}
          />
        ))}
      </Tabs>
    </Box>
  );
}
