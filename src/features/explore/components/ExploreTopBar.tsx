import { accent } from '@/theme/tokens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import { TOP_BAR_HEIGHT_PX } from '../constants';
import type { ExploreFilters, ExploreSort, ExploreTab } from '../filters';
import type { CategoryNode } from '../types';
import { CategoryMenu } from './CategoryMenu';
import { GalleryTabs } from './GalleryTabs';
import { SearchBox } from './SearchBox';
import { useExploreT } from '../i18n';

export interface ExploreTopBarProps {
  filters: ExploreFilters;
  categories: readonly CategoryNode[];
  /** Set when the categories could not be loaded. */
  onRetryCategories?: () => void;
  /** Labels of the chosen categories, by id. */
  categoryNames: ReadonlyMap<string, string>;
  onToggleCategory: (categoryId: string) => void;
  onSort: (sort: ExploreSort) => void;
  onSearch: (text: string) => void;
  onTab: (tab: ExploreTab) => void;
  /** The pointer or the focus came to the bar: what its controls need may load now. */
  onReach?: () => void;
}

const SORTS = [
  { value: 'rand', label: 'explore.random' },
  { value: 'time', label: 'explore.new' },
] as const satisfies readonly { value: ExploreSort; label: string }[];

// A chosen category: MUI's small deletable chip drawn as one button (the whole chip removes it, as do Delete and
// Backspace), without Chip's 1 KB gzip on the first page.
const CategoryChip = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 24,
  padding: '0 4px 0 8px',
  border: 0,
  borderRadius: 16,
  background: 'rgba(255,255,255,0.16)',
  color: '#fff',
  fontFamily: 'inherit',
  fontSize: 13,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '& svg': { fontSize: 16 },
  '&:hover': { background: 'rgba(255,255,255,0.24)' },
  '&:focus-visible': { outline: `2px solid ${accent.light}`, outlineOffset: 2 },
});

/** Random and New: two joined buttons rather than ButtonGroup/ToggleButtonGroup (same look, 4 KB less on the first page). */
function SortButtons({ sort: value, onSort }: { sort: ExploreSort; onSort: (sort: ExploreSort) => void }) {
  const t = useExploreT();
  return (
    <Box role="group" aria-label={t('explore.sort')} sx={{ display: 'flex' }}>
      {SORTS.map((sort, index) => {
        const current = value === sort.value;
        return (
          <Button
            key={sort.value}
            size="small"
            aria-pressed={current}
            variant={current ? 'contained' : 'outlined'}
            onClick={() => !current && onSort(sort.value)}
            sx={{
              minWidth: 0,
              color: current ? undefined : '#fff',
              borderColor: 'rgba(255,255,255,0.35)',
              boxShadow: 'none',
              ...(index === 0
                ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
                : { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' }),
            }}
          >
            {t(sort.label)}
          </Button>
        );
      })}
    </Box>
  );
}

/** Spec 1 §2.3: the dark 60 px bar above the feed. */
export function ExploreTopBar(props: ExploreTopBarProps) {
  const { filters, categories, categoryNames, onToggleCategory } = props;
  const t = useExploreT();
  // Chips show the categories picked in the panel; the Styles tab's implicit selection is not a choice.
  const chosen = filters.tabType === 'styles' ? [] : filters.category_id;
  return (
    <Box
      component="nav"
      aria-label={t('explore.filters')}
      onPointerEnter={props.onReach}
      onFocus={props.onReach}
      sx={{
        // Below 992 px the controls wrap onto further rows (phones scroll the whole page) instead of hiding
        // behind a sideways scroll; from 992 px up they fit one 60 px row.
        height: { xs: 'auto', lg: TOP_BAR_HEIGHT_PX },
        minHeight: TOP_BAR_HEIGHT_PX,
        display: 'flex',
        flexWrap: { xs: 'wrap', lg: 'nowrap' },
        alignItems: 'center',
        // On a phone two rows: the category and the order, then the search beside the tabs.
        columnGap: { xs: 1, sm: 1.5 },
        rowGap: { xs: 1, lg: 0 },
        px: 2,
        py: { xs: 1, lg: 0 },
        bgcolor: '#141414',
        color: '#fff',
        overflowX: { xs: 'visible', lg: 'auto' },
        overflowY: { xs: 'visible', lg: 'hidden' },
        whiteSpace: 'nowrap',
      }}
    >
      <CategoryMenu
        categories={categories}
        onRetry={props.onRetryCategories}
        selected={filters.category_id}
        onToggle={onToggleCategory}
      />
      <SortButtons sort={filters.sort} onSort={props.onSort} />
      {chosen.map((id) => (
        <CategoryChip
          key={id}
          type="button"
          onClick={() => onToggleCategory(id)}
          onKeyDown={(event) => {
            if (event.key === 'Delete' || event.key === 'Backspace') onToggleCategory(id);
          }}
        >
          {categoryNames.get(id) ?? id}
          <CancelIcon aria-hidden />
        </CategoryChip>
      ))}
      <Box
        data-testid="top-bar-spacer"
        sx={{ display: { xs: 'none', sm: 'block' }, flex: 1, alignSelf: 'stretch' }}
      />
      <SearchBox value={filters.prompt} onSearch={props.onSearch} />
      <GalleryTabs value={filters.tabType} onSelect={props.onTab} />
    </Box>
  );
}
