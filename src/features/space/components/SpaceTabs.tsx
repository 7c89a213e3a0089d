import { Link as RouterLink } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { paths, type SpaceTab } from '@/utils/paths';
import { useSpaceT, type SpaceKey } from '../i18n';

/** The tabs in their order, each with its own URL (link, Back and reload land on the same tab). */
export const SPACE_TABS: readonly { tab: SpaceTab; label: SpaceKey }[] = [
  { tab: 'creations', label: 'space.tab.creations' },
  { tab: 'likes', label: 'space.tab.likes' },
  { tab: 'production', label: 'space.tab.production' },
  { tab: 'inspiration', label: 'space.tab.inspiration' },
];

export const spaceTabId = (tab: SpaceTab) => `space-tab-${tab}`;
export const spacePanelId = (tab: SpaceTab) => `space-panel-${tab}`;

/**
 * On a phone the four tabs do not fit one row (a scrolling row cut 'Producti›' and hid Collection): they
 * stand two by two, each whole, the current one underlined by its own border instead of the sliding bar.
 */
const phoneGrid = {
  '& .MuiTabs-list': {
    display: { xs: 'grid', sm: 'flex' },
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  },
  '& .MuiTabs-indicator': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTab-root': {
    maxWidth: { xs: 'none', sm: 360 },
    borderBottom: { xs: 2, sm: 0 },
    borderColor: { xs: 'divider' },
  },
  '& .MuiTab-root.Mui-selected': { borderColor: { xs: 'primary.main' } },
} as const;

/** Tabs as links: the URL is the state, so the browser's history holds every switch. */
export function SpaceTabs({ current }: { current: SpaceTab }) {
  const t = useSpaceT();
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('space.personalSpace')}
      sx={phoneGrid}
    >
      {SPACE_TABS.map(({ tab, label }) => (
        <Tab
          key={tab}
          value={tab}
          label={t(label)}
          id={spaceTabId(tab)}
          aria-controls={spacePanelId(tab)}
          component={RouterLink}
          to={paths.space(tab)}
        />
      ))}
    </Tabs>
  );
}
