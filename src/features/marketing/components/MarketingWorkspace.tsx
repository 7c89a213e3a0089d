import { RetryAlert } from '@/components/RetryAlert';
import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { useGetCategoryTreeQuery } from '@/api/endpoints/catalog';
import { useGetImageInfoQuery } from '@/api/endpoints/images';
import { useAppDispatch } from '@/app/hooks';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { tasksSlice } from '@/features/tasks';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { whenIdle } from '@/utils/schedule';
import { toast } from '@/utils/toast';
import { MARKETING_TABS, marketingScope, TAB_QUERY_KEY, type MarketingTab } from '../constants';
import { defaultTab, isTabKey } from '../utils';
import { HistoryStrip } from './HistoryStrip';
import { ImageTab } from './ImageTab';
import { useMarketingT } from '../i18n';

// The Video tab carries the shared video engine (models, effects, its own panel): it is fetched once the first
// screen is shown and the browser is idle, or when the tab opens first, not with the Static tab most visits use.
const VideoTab = lazyWithPreload(() => import('./VideoTab').then((m) => ({ default: m.VideoTab })));

/** Spec 3 §2.1 with image_id: the image, the three tabs (tab in the URL) and the history strip. */
export function MarketingWorkspace({ imageId }: { imageId: number }) {
  const t = useMarketingT();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const image = useGetImageInfoQuery({ image_id: imageId });
  const tree = useGetCategoryTreeQuery({ filter_type: 0 });
  const requested = params.get(TAB_QUERY_KEY);
  const tab: MarketingTab = isTabKey(requested) ? requested : defaultTab(params.get('type'), image.data);
  // One task scope per tab: each tab shows its own outputs (Try-On never lists Static's).
  const scope = marketingScope(imageId, tab);

  // Spec 3 §4.1: pending lists reset when image_id changes (running ones come back from the history). Only then:
  // leaving the screen keeps them, so the app-wide notices still tell their finish (issue 29 §3).
  const shownImage = useRef(imageId);
  useEffect(() => {
    const previous = shownImage.current;
    shownImage.current = imageId;
    if (previous === imageId) return;
    for (const key of Object.values(MARKETING_TABS))
      dispatch(tasksSlice.actions.scopeCleared({ scope: marketingScope(previous, key) }));
  }, [dispatch, imageId]);
  useEffect(() => whenIdle(() => void VideoTab.preload().catch(() => undefined)), []);

  const choose = (next: MarketingTab) => {
    if (next !== MARKETING_TABS.static && !image.data) {
      toast.warning(t('marketing.needPicture'));
      return;
    }
    const nextParams = new URLSearchParams(params);
    nextParams.set(TAB_QUERY_KEY, next);
    setParams(nextParams);
  };

  const childId = image.data?.category?.category_id ?? null;
  const parent = (tree.data ?? []).find((node) => node.children.some((c) => c.category_id === childId));
  const child = parent?.children.find((c) => c.category_id === childId);
  const productName = child?.name ?? image.data?.name ?? t('marketing.product');

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        p: { xs: 1, md: 2 },
        minHeight: 0,
        height: '100%',
      }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          overflowY: { md: 'auto' },
        }}
      >
        <Tabs
          value={tab}
          onChange={(_event, next: MarketingTab) => choose(next)}
          aria-label={t('marketing.workspace')}
          variant="scrollable"
          scrollButtons={false}
        >
          <Tab value={MARKETING_TABS.static} label={t('marketing.tab.static')} id="tour-tab-static" />
          <Tab
            value={MARKETING_TABS.tryOn}
            label={t('marketing.tab.tryOn')}
            data-tour="marketing-tab-tryon"
          />
          <Tab
            value={MARKETING_TABS.video}
            label={t('marketing.tab.video')}
            data-tour="marketing-tab-video"
          />
        </Tabs>
        {image.isLoading ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
            <CircularProgress aria-label={t('marketing.loadingImage')} />
          </Box>
        ) : image.isError || !image.data ? (
          <RetryAlert message={t('marketing.imageFailed')} onRetry={() => void image.refetch()} />
        ) : tab === MARKETING_TABS.video ? (
          <Suspense
            fallback={
              <Skeleton variant="rounded" height={360} aria-label={t('marketing.loadingVideoTools')} />
            }
          >
            <VideoTab image={image.data} scope={scope} categoryId={childId} />
          </Suspense>
        ) : (
          <ImageTab
            key={tab}
            image={image.data}
            showType={tab === MARKETING_TABS.tryOn ? 1 : 0}
            scope={scope}
            categoryId={child ? childId : null}
            parentCategoryId={parent?.category_id ?? null}
            productName={productName}
            categories={{
              isLoading: tree.isLoading,
              isError: tree.isError && !tree.data,
              retry: () => void tree.refetch(),
            }}
          />
        )}
      </Box>
      <HistoryStrip currentId={imageId} />
    </Box>
  );
}
