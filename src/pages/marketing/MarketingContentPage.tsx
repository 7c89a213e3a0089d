import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { useUiT } from '@/components/i18n';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { whenIdle } from '@/utils/schedule';

/**
 * The hero and the workspace (tabs, generators, history) are chunks of their own: a visit downloads the one its URL
 * shows, and each stays under the 60 KB a screen may weigh (docs/performance.md, "Route weight").
 */
const MarketingStart = lazyWithPreload(() =>
  import('@/features/marketing/components/MarketingStart').then((m) => ({ default: m.MarketingStart })),
);
const MarketingWorkspace = lazyWithPreload(() =>
  import('@/features/marketing/components/MarketingWorkspace').then((m) => ({
    default: m.MarketingWorkspace,
  })),
);

const imageIdOf = (params: URLSearchParams) => {
  const raw = Number(params.get('image_id'));
  return Number.isInteger(raw) && raw > 0 ? raw : null;
};

/** Before the first render (lazyWithPreload): the page opens on its screen, not on a spinner. */
export const ready = () =>
  imageIdOf(new URLSearchParams(window.location.search)) === null
    ? MarketingStart.preload()
    : MarketingWorkspace.preload();

/** Spec 3 §2.1 `/marketing/content`: the hero without image_id, the workspace with one. */
export default function MarketingContentPage() {
  const [params] = useSearchParams();
  const imageId = imageIdOf(params);
  const t = useUiT();
  // From the hero, the next step is the workspace: fetched once the hero is shown and the browser is idle.
  useEffect(() => whenIdle(() => void MarketingWorkspace.preload().catch(() => undefined)), []);
  return (
    <ToolPageFrame sx={{ overflowY: { md: 'auto' } }}>
      <Suspense
        fallback={
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
            <CircularProgress aria-label={t('ui.loading')} />
          </Box>
        }
      >
        {imageId === null ? <MarketingStart /> : <MarketingWorkspace key={imageId} imageId={imageId} />}
      </Suspense>
    </ToolPageFrame>
  );
}
