import { Link as RouterLink } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import { paths, type SpaceTab } from '@/utils/paths';

/** The tabs in their order, each with its own URL (link, Back and reload land on the same tab). */
export const SPACE_TABS: readonly { tab: SpaceTab; label: string }[] = [
  { tab: 'creations', label: 'Creations' },
  { tab: 'likes', label: 'Likes' },
  { tab: 'production', label: 'Production' },
  { tab: 'inspiration', label: 'Collection' },
];

export const spaceTabId = (tab: SpaceTab) => `space-tab-${tab}`;
export const spacePanelId = (tab: SpaceTab) => `space-panel-${tab}`;

/** Tabs as links: the URL is the state, so the browser's history holds every switch. */
export function SpaceTabs({ current }: { current: SpaceTab }) {
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Personal space"
    >
      {SPACE_TABS.map(({ tab, label }) => (
        <Tab
          key={tab}
          value={tab}
          label={label}
          id={spaceTabId(tab)}
          aria-controls={spacePanelId(tab)}
          component={RouterLink}
          to={paths.space(tab)}
        />
      ))}
    </Tabs>
  );
}
