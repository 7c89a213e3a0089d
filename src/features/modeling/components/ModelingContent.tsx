import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ProvenanceNote } from '@/components/catalogue/ProvenanceNote';
import Skeleton from '@mui/material/Skeleton';
import { PageHeader } from '@/components/PageHeader';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { neutral } from '@/theme/tokens';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { toast } from '@/utils/toast';
import { MODELING_TABS, type ModelingTab } from '../constants';
import { useModelingT } from '../i18n';
import { useMainImage } from '../hooks/useMainImage';
import { RetryAlert } from '@/components/RetryAlert';
import { ModelingHistory } from './ModelingHistory';
import { ModelingTabs, tabId, tabPanelId } from './ModelingTabs';

// The Video tab carries the whole video engine (models, effects, its selects): it is fetched when opened, so
// the Prototype tab most visits start on does not download it.
const ModelingVideo = lazy(() => import('./ModelingVideo').then((m) => ({ default: m.ModelingVideo })));

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The start panel (upload, library, its progress bar) shows without an image, the generator with one: each is a
 * chunk of its own, so a visit downloads the one its URL shows (docs/performance.md, "Route weight").
 */
const ModelingStart = lazyWithPreload(() =>
  import('./ModelingStart').then((m) => ({ default: m.ModelingStart })),
);
const GeneratorPanel = lazyWithPreload(() =>
  import('./GeneratorPanel').then((m) => ({ default: m.GeneratorPanel })),
);

/** Before the first render (the page's `ready`): the part the URL shows is loaded, so it paints in the first commit. */
export function modelingReady(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  const fromPath = /\/modeling\/content\/(\d+)\/?$/.exec(location.pathname)?.[1] ?? null;
  const imageId = idOf(new URLSearchParams(location.search).get('image_id')) ?? idOf(fromPath);
  return imageId === null ? ModelingStart.preload() : GeneratorPanel.preload();
}

/** The image, template and tab the URL names; choosing Video without any image asks for one first. */
function useModelingParams() {
  const t = useModelingT();
  const [params, setParams] = useSearchParams();
  const { id } = useParams();
  const imageId = idOf(params.get('image_id')) ?? idOf(id ?? null);
  const promptId = idOf(params.get('prompt_id'));
  const tab: ModelingTab = params.get('type') === 'video' ? MODELING_TABS.video : MODELING_TABS.photos;
  const choose = (next: ModelingTab) => {
    if (next === tab) return;
    // Only without any image: one that is loading is on its way, and the tab shows it when it lands.
    if (next === MODELING_TABS.video && imageId === null) {
      toast.warning(t('modeling.msg.uploadFirst'));
      return;
    }
    const query = new URLSearchParams(params);
    if (next === MODELING_TABS.video) query.set('type', 'video');
    else query.delete('type');
    setParams(query);
  };
  return { imageId, promptId, tab, choose };
}

/** The tab's content: the start panel without an image (or when it failed), else Video or the generator. */
function ModelingPanel({
  imageId,
  promptId,
  tab,
  main,
}: {
  imageId: number | null;
  promptId: number | null;
  tab: ModelingTab;
  main: ReturnType<typeof useMainImage>;
}) {
  const t = useModelingT();
  const image = main.image ?? null;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={360} aria-label={t('modeling.loading')} />}>
      {imageId === null ? (
        <ModelingStart promptId={promptId} />
      ) : main.errorText ? (
        <ModelingStart promptId={promptId} />
      ) : tab === MODELING_TABS.video ? (
        image ? (
          <Suspense
            fallback={
              <Skeleton variant="rounded" height={360} aria-label={t('modeling.loadingVideoTools')} />
            }
          >
            <ModelingVideo image={image} />
          </Suspense>
        ) : (
          <Skeleton variant="rounded" height={360} aria-label={t('modeling.loadingProductPicture')} />
        )
      ) : (
        <GeneratorPanel
          key={imageId ?? 'none'}
          image={image}
          imageId={imageId}
          promptId={promptId}
          onGenerated={() => void main.refetch()}
        />
      )}
    </Suspense>
  );
}

/**
 * Spec 3 §2.4 `/modeling/content`: the history strip, the Prototype / Video tabs (query `type=video`
 * selects Video) and the image generator panel for the image of `image_id` (with `prompt_id`).
 */
export function ModelingContent() {
  const t = useModelingT();
  const { imageId, promptId, tab, choose } = useModelingParams();
  const main = useMainImage(imageId);

  return (
    <ToolPageFrame
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '104px minmax(0, 1fr)' } }}
    >
      <Box
        sx={{
          p: 1.5,
          minHeight: 0,
          minWidth: 0,
          // Beside the page from tablets up; across its top on phones (spec 3 §2.4's strip, never hidden).
          // Whole declarations per breakpoint: a responsive `borderRight: 1` reset the colour to the text's
          // (a black rule beside the rail) after the plain `borderColor`.
          borderRight: { md: `1px solid ${neutral[200]}` },
          borderBottom: { xs: `1px solid ${neutral[200]}`, md: 'none' },
          display: 'flex',
          justifyContent: { xs: 'flex-start', md: 'center' },
        }}
      >
        <ModelingHistory imageId={imageId} />
      </Box>
      <Box
        sx={{
          p: { xs: 2, md: 3 },
          minHeight: 0,
          minWidth: 0,
          overflowY: { md: 'auto' },
        }}
      >
        <PageHeader hidden title={t('modeling.pageTitle')} />
        <ProvenanceNote />
        <ModelingTabs value={tab} onChange={choose} />
        {main.errorText && (
          <Box sx={{ mt: 2 }}>
            <RetryAlert message={main.errorText} onRetry={() => void main.refetch()} />
          </Box>
        )}
        <Box role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)} sx={{ mt: 2 }}>
          <ModelingPanel imageId={imageId} promptId={promptId} tab={tab} main={main} />
        </Box>
      </Box>
    </ToolPageFrame>
  );
}
