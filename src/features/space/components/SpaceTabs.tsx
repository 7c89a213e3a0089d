import { Link as RouterLink } from 'react-router-dom';
import { PlainTabs } from '@/components/PlainTabs';
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

/** Tabs as links: the URL is the state, so the browser's history holds every switch. Four fit one row at 390 px. */
export function SpaceTabs({ current }: { current: SpaceTab }) {
  const t = useSpaceT();
  return (
    <PlainTabs
      value={current}
      linkComponent={RouterLink}
      aria-label={t('space.personalSpace')}
      tabs={SPACE_TABS.map(({ tab, label }) => ({
        value: tab,
        label: t(label),
        id: spaceTabId(tab),
        controls: spacePanelId(tab),
        to: paths.space(tab),
      }))}
    />
  );
}
