import Box from '@mui/material/Box';
import { PlainTabs } from '@/components/PlainTabs';
import type { ExploreTab } from '../filters';
import { useExploreT } from '../i18n';

const TABS = [
  { value: 'all', label: 'explore.all' },
  { value: 'styles', label: 'explore.styles' },
  { value: 'images', label: 'explore.images' },
] as const satisfies readonly { value: ExploreTab; label: string }[];

/**
 * All / Styles / Images in the one tab style (PlainTabs): arrows, Home and End move focus, Enter or Space selects,
 * and selecting the current tab reloads it too (spec 1 §4).
 */
export function GalleryTabs({ value, onSelect }: { value: ExploreTab; onSelect: (tab: ExploreTab) => void }) {
  const t = useExploreT();
  return (
    // Centred in the bar's row (the tab list keeps to the top of a flex row of its own).
    <Box sx={{ display: 'flex', alignSelf: 'center' }}>
      <PlainTabs<ExploreTab>
        tabs={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
        value={value}
        onChange={onSelect}
        aria-label={t('explore.kind')}
      />
    </Box>
  );
}
