import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import {
  CollectionPanel,
  ImageTabPanel,
  SPACE_TABS,
  SpaceTabs,
  spacePanelId,
  spaceTabId,
  useSpaceT,
} from '@/features/space';
import type { SpaceTab } from '@/utils/paths';
import { PageHeader } from '@/components/PageHeader';

/** The tab a `/space/<tab>` URL names (case-insensitive like the routes); creations otherwise. */
function tabOf(pathname: string): SpaceTab {
  const segment = pathname.split('/')[2]?.toLowerCase();
  return SPACE_TABS.find(({ tab }) => tab === segment)?.tab ?? 'creations';
}

/** The personal space (spec 2 §2): Creations, Likes, Production and Collection, one URL each. */
export default function SpacePage() {
  const t = useSpaceT();
  const tab = tabOf(useLocation().pathname);
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, pb: 12, maxWidth: 1600, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={t(`space.title.${tab}`)} sx={{ mb: 2 }} />
      <SpaceTabs current={tab} />
      <Box role="tabpanel" id={spacePanelId(tab)} aria-labelledby={spaceTabId(tab)} sx={{ pt: 2 }}>
        {tab === 'inspiration' ? <CollectionPanel /> : <ImageTabPanel key={tab} tab={tab} />}
      </Box>
    </Box>
  );
}
