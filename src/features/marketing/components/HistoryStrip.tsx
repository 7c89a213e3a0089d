import { useMemo } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router-dom';
import { ThumbStrip } from '@/components/ThumbStrip';
import { useGetHistoryQuery } from '@/features/tasks';
import { isSignedIn } from '@/utils/cookies';
import { imageUrl } from '@/utils/imageUrl';
import { paths } from '@/utils/paths';
import { HISTORY_PAGE_SIZE, HISTORY_THUMB_PX } from '../constants';
import { useMarketingT } from '../i18n';

export const MARKETING_HISTORY_KEYS = 'descImageGeneration,videoShowGeneration';

/**
 * Spec 3 §2.1 / §2.4: a narrow strip of past generations at the right edge; a click (or ArrowUp /
 * ArrowDown) goes to the same route with that item's image_id. Below a tablet's width there is no right
 * edge to spare: the strip runs across the top of the workspace instead (← / → move), never hidden.
 */
export function HistoryStrip({ currentId }: { currentId: number }) {
  const t = useMarketingT();
  const navigate = useNavigate();
  const beside = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const history = useGetHistoryQuery(
    { function_key: MARKETING_HISTORY_KEYS, pageSize: HISTORY_PAGE_SIZE },
    { skip: !isSignedIn() },
  );
  const items = useMemo(() => {
    const seen = new Set<number>();
    const list: { id: number; src: string; alt: string }[] = [];
    for (const record of history.data?.list ?? []) {
      for (const result of record.result ?? []) {
        const path = result.image_path ?? result.path;
        if (!path || seen.has(result.image_id)) continue;
        seen.add(result.image_id);
        list.push({
          id: result.image_id,
          src: imageUrl(path, { width: 160 }),
          alt: t('marketing.pastGeneration', { number: list.length + 1 }),
        });
      }
    }
    return list;
  }, [history.data, t]);
  if (!items.length) return null;
  return (
    <Box
      sx={{
        width: { xs: '100%', md: HISTORY_THUMB_PX + 16 },
        flexShrink: 0,
        minWidth: 0,
        minHeight: 0,
        order: { xs: -1, md: 0 },
      }}
    >
      <ThumbStrip<number>
        items={items}
        currentId={currentId}
        onSelect={(id) => navigate(paths.marketingContent({ image_id: id }))}
        size={HISTORY_THUMB_PX}
        label={t('marketing.pastGenerations')}
        orientation={beside ? 'vertical' : 'horizontal'}
        keyboard
      />
    </Box>
  );
}
