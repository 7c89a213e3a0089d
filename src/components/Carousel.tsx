import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRightOutlined';
import OpenInFullIcon from '@mui/icons-material/OpenInFullOutlined';
import { CompareControls } from './compare/CompareControls';
import type { CompareImage } from './compare/CompareView';
import { useCompare } from './compare/useCompareMode';
import { MediaView, type ViewerMedia } from './MediaView';
import { TaskPlaceholder } from './TaskPlaceholder';
import { ThumbStrip, type ThumbState } from './ThumbStrip';
import { useUiT } from './i18n';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { whenIdle } from '@/utils/schedule';
import { neutral, radius } from '@/theme/tokens';

// Opened on demand: the full-screen viewer loads when first asked for, not with every creation screen.
const FullscreenViewer = lazy(() =>
  import('./FullscreenViewer').then((module) => ({ default: module.FullscreenViewer })),
);

// Shown once compare is switched on for a result: fetched when the browser is idle after the first screen (a
// result that can be compared is on screen), or at once when a comparison is shown before that.
const CompareView = lazyWithPreload(() =>
  import('./compare/CompareView').then((module) => ({ default: module.CompareView })),
);

/** Fetches the comparison's code when the browser is idle, once a result that can be compared is on screen. */
function usePreloadCompare(canCompare: boolean) {
  useEffect(() => {
    if (!canCompare) return undefined;
    return whenIdle(() => void CompareView.preload().catch(() => undefined));
  }, [canCompare]);
}

/** Spec 3 §2.1: a swipe shorter than this is a tap. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * How tall the viewer is. It is as tall as it is wide (a square), but no taller than the window less `offset` —
 * what the screen puts above and below it (header, title, tabs, its own strip, the buttons that must stay in
 * view) — and never shorter than `min`. The height depends on the screen only, never on what is shown, so the
 * viewer keeps its size whether it is empty, waiting for a result, or showing a picture or a video.
 */
export interface CarouselFit {
  offset: number;
  min?: number;
}

/** A tool page's viewer: the 56 px header, the page's padding and tabs above, its strip below. */
export const TOOL_VIEWER_FIT: CarouselFit = { offset: 240, min: 240 };

/** One grid cell exactly the box's size: an auto track would grow to a tall picture's height and crop it. */
const ONE_CELL = 'minmax(0, 1fr) / minmax(0, 1fr)';

const viewerHeight = ({ offset, min = 240 }: CarouselFit) =>
  `clamp(${min}px, min(100cqw, calc(100vh - ${offset}px)), 100vh)`;

export interface CarouselItem {
  key: string;
  kind: 'image' | 'video';
  /** Full-size source; absent while the item is still being generated. */
  src?: string;
  /** Small picture for the strip (the image itself, or a video's poster). */
  thumb?: string;
  poster?: string;
  /** Alt text / accessible name. */
  label: string;
  state?: ThumbState;
  /** The fake percentage of a running item, or null for "Starting...". */
  progress?: number | null;
  ratio?: string;
  canRetry?: boolean;
}

export interface CarouselProps {
  items: CarouselItem[];
  index: number;
  onIndexChange: (index: number) => void;
  /** A download control per item (spec 3 §2.1: "each item has a download icon"). */
  renderDownload?: (item: CarouselItem) => ReactNode;
  onRetry?: (item: CarouselItem) => void;
  label?: string;
  /** The strip under the viewer (horizontal) or beside it (vertical). */
  stripOrientation?: 'horizontal' | 'vertical';
  thumbSize?: number;
  /** Shown inside the viewer when there is nothing yet. */
  empty?: ReactNode;
  /** The viewer's height against the window (see CarouselFit). */
  fit?: CarouselFit;
  /** The source product picture: a result image can then be compared with it (issue 29 §1). */
  original?: CompareImage;
}

/** A placeholder of `ratio` ("w:h") that fits the viewer both ways, leaving a margin; at most 320 px wide. */
function placeholderWidth(ratio: string | undefined) {
  const [w, h] = (ratio ?? '1:1').split(':').map(Number);
  const aspect = w > 0 && h > 0 ? w / h : 1;
  return `min(320px, 85cqw, ${Math.round(85 * aspect * 100) / 100}cqh)`;
}

const isReady = (item: CarouselItem) => (item.state ?? 'ready') === 'ready' && Boolean(item.src);
const isRunning = (item: CarouselItem) => item.state === 'pending' || item.state === 'processing';

/**
 * When a result lands while the screen is open (something was running, and an item is ready that was not), the
 * viewer moves to it: the user sees what they made without hunting for it in the strip. The wait outlives the
 * running item itself (a finished task can leave the list a moment before its pictures arrive) and ends with the
 * result or with a failure. Items there when the screen opened, or loaded while nothing runs, leave the viewer be.
 */
function useShowLanded(items: CarouselItem[], index: number, onIndexChange: (index: number) => void) {
  const seen = useRef<{ ready: Set<string>; awaiting: boolean } | null>(null);
  useEffect(() => {
    const before = seen.current;
    const running = items.some(isRunning);
    const failed = !running && items.some((item) => item.state === 'failed');
    const landed = before?.awaiting
      ? items.findIndex((item) => isReady(item) && !before.ready.has(item.key))
      : -1;
    seen.current = {
      ready: new Set(items.filter(isReady).map((item) => item.key)),
      awaiting: running || (Boolean(before?.awaiting) && landed < 0 && !failed),
    };
    if (landed >= 0 && landed !== index) onIndexChange(landed);
  }, [items, index, onIndexChange]);
}

/** The viewer's box: the same in every state (its height comes from the window, not from what it shows). */
const frameSxOf = (horizontal: boolean, fit: CarouselFit) =>
  ({
    position: 'relative',
    flex: horizontal ? 'none' : 1,
    minWidth: 0,
    height: viewerHeight(fit),
    // The placeholder sizes itself against this box (cqw / cqh).
    containerType: 'size',
    display: 'grid',
    gridTemplate: ONE_CELL,
    placeItems: 'center',
    // The canvas (issue 43): a quiet neutral the imagery stands on, never the chrome's white.
    bgcolor: neutral[100],
    borderRadius: `${radius.lg}px`,
    overflow: 'hidden',
  }) as const;

/** The root is the container the viewer's own width (cqw) is read from. */
const rootSxOf = (horizontal: boolean) =>
  ({
    display: 'flex',
    flexDirection: horizontal ? 'column' : 'row',
    gap: 1,
    width: '100%',
    minWidth: 0,
    containerType: 'inline-size',
  }) as const;

/** What the strip shows of an item. A clip is never drawn by an <img> (it would show broken): its poster, or nothing. */
const thumbOf = (item: CarouselItem) => ({
  id: item.key,
  src: item.thumb ?? item.poster ?? (item.kind === 'video' ? undefined : item.src),
  alt: item.label,
  state: item.state,
  canRetry: item.canRetry,
});

/** What the viewer shows of the current item: the failure, the running placeholder, the comparison or the media. */
function CarouselStage({
  current,
  ready,
  comparing,
  original,
  compareView,
}: {
  current: CarouselItem;
  ready: boolean;
  comparing: boolean;
  original?: CompareImage;
  compareView: ReturnType<typeof useCompare>['view'];
}) {
  if (!ready)
    return current.state === 'failed' ? (
      // error.dark: the viewer's grey makes error.main 4.2:1, under the 4.5:1 of body text.
      <Typography sx={{ color: 'error.dark', px: 2, textAlign: 'center' }}>{current.label}</Typography>
    ) : (
      // The result's shape, as large as fits in the viewer (at most 320 px wide).
      <Box sx={{ width: placeholderWidth(current.ratio) }}>
        <TaskPlaceholder ratio={current.ratio} progress={current.progress ?? null} />
      </Box>
    );
  const media = (
    <MediaView
      media={{ kind: current.kind, src: current.src!, label: current.label, poster: current.poster }}
    />
  );
  if (comparing)
    return (
      // Until the comparison's code is here, the result as it shows without compare (the same box).
      <Suspense fallback={media}>
        <CompareView
          key={current.key}
          original={original!}
          result={{ src: current.src!, label: current.label }}
          mode={compareView}
        />
      </Suspense>
    );
  return media;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
} as const;

/**
 * The viewer's frame: ← / → keys and swipes move by one, the arrows too when there are several items; `tools` sit
 * top right, the position top left (at the bottom it covered a video's controls, its scrubber).
 */
function CarouselViewer({
  label,
  sx,
  move,
  position,
  count,
  tools,
  children,
}: {
  label: string;
  sx: ReturnType<typeof frameSxOf>;
  move: (step: number) => void;
  position: number;
  count: number;
  tools: ReactNode;
  children: ReactNode;
}) {
  const t = useUiT();
  const swipeFrom = useRef<number | null>(null);
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') move(-1);
        else if (event.key === 'ArrowRight') move(1);
        else return;
        event.preventDefault();
      }}
      onPointerDown={(event) => {
        swipeFrom.current = event.clientX;
      }}
      onPointerUp={(event) => {
        const from = swipeFrom.current;
        swipeFrom.current = null;
        if (from === null || Math.abs(event.clientX - from) < SWIPE_THRESHOLD_PX) return;
        move(event.clientX < from ? 1 : -1);
      }}
      sx={{
        ...sx,
        touchAction: 'pan-y',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        aria-live="polite"
        sx={{ width: '100%', height: '100%', display: 'grid', gridTemplate: ONE_CELL, placeItems: 'center' }}
      >
        {children}
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 8, right: 8 }}>
        {tools}
      </Stack>
      {count > 1 && (
        <>
          <IconButton
            aria-label={t('ui.media.previous')}
            onClick={() => move(-1)}
            sx={{ ...arrowSx, left: 8 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={t('ui.media.next')} onClick={() => move(1)} sx={{ ...arrowSx, right: 8 }}>
            <ChevronRightIcon />
          </IconButton>
        </>
      )}
      <Typography
        variant="caption"
        sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper', px: 1, borderRadius: 1 }}
      >
        {position} / {count}
      </Typography>
    </Box>
  );
}

/** Nothing yet: the screen's words in the viewer's box. */
function EmptyCarousel({
  label,
  horizontal,
  frameSx,
  thumbSize,
  empty,
}: {
  label: string;
  horizontal: boolean;
  frameSx: ReturnType<typeof frameSxOf>;
  thumbSize: number;
  empty: ReactNode;
}) {
  return (
    <Box sx={rootSxOf(horizontal)}>
      <Box role="region" aria-label={label} sx={{ ...frameSx, p: 2, textAlign: 'center' }}>
        {empty}
      </Box>
      {/* The strip's room stays reserved, so the first result does not move what is below. */}
      {horizontal && <Box aria-hidden sx={{ height: thumbSize + 6, flex: 'none' }} />}
    </Box>
  );
}

/** The viewer's tools, top right: compare (a result with its product picture), download, full screen. */
function ViewerTools({
  compare,
  download,
  onFullscreen,
}: {
  compare: ReturnType<typeof useCompare> | null;
  download: ReactNode;
  onFullscreen: (() => void) | null;
}) {
  const t = useUiT();
  return (
    <>
      {compare && <CompareControls mode={compare.mode} onModeChange={compare.setMode} wide={compare.wide} />}
      {download}
      {onFullscreen && (
        <IconButton
          size="small"
          aria-label={t('ui.media.fullScreen')}
          onClick={onFullscreen}
          sx={{ bgcolor: 'background.paper' }}
        >
          <OpenInFullIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}

/**
 * The main viewer of a creation screen (spec 3 §2.1 / §2.4 / §2.5) with its thumbnail strip: images and
 * videos, a download slot per item, ← / → keys and swipes, a full-screen view, and pending, running
 * and failed items shown as such. Presentational: the screen owns the items and the index.
 */
export function Carousel(props: CarouselProps) {
  const { items, index, onIndexChange, renderDownload, onRetry, label = 'Results', original } = props;
  const { stripOrientation = 'horizontal', thumbSize = 60, empty = null, fit = TOOL_VIEWER_FIT } = props;
  const t = useUiT();
  const [fullscreen, setFullscreen] = useState<number | null>(null);
  const viewerIndex = fullscreen !== null && fullscreen >= 0 ? fullscreen : null;
  // Mounted from its first opening on, so it still plays its exit transition and hands focus back.
  const viewerMounted = useOpenedOnce(viewerIndex !== null);
  const compare = useCompare();
  useShowLanded(items, index, onIndexChange);
  usePreloadCompare(Boolean(original) && items.some(isReady));
  const horizontal = stripOrientation === 'horizontal';
  const frameSx = frameSxOf(horizontal, fit);
  if (!items.length)
    return (
      <EmptyCarousel
        label={label}
        horizontal={horizontal}
        frameSx={frameSx}
        thumbSize={thumbSize}
        empty={empty}
      />
    );
  const safeIndex = Math.min(Math.max(index, 0), items.length - 1);
  const current = items[safeIndex];
  const move = (step: number) => onIndexChange((safeIndex + step + items.length) % items.length);
  const ready = isReady(current);
  const comparable = Boolean(ready && original && current.kind === 'image' && current.src !== original.src);
  const media: ViewerMedia[] = items.flatMap((item) =>
    isReady(item) ? [{ kind: item.kind, src: item.src!, label: item.label, poster: item.poster }] : [],
  );
  return (
    <Box sx={rootSxOf(horizontal)}>
      <CarouselViewer
        label={label}
        sx={frameSx}
        move={move}
        position={safeIndex + 1}
        count={items.length}
        tools={
          <ViewerTools
            compare={comparable ? compare : null}
            download={ready ? renderDownload?.(current) : null}
            onFullscreen={
              ready ? () => setFullscreen(media.findIndex((item) => item.src === current.src)) : null
            }
          />
        }
      >
        <CarouselStage
          current={current}
          ready={ready}
          comparing={comparable && compare.on}
          original={original}
          compareView={compare.view}
        />
      </CarouselViewer>
      <ThumbStrip<string>
        items={items.map(thumbOf)}
        currentId={current.key}
        onSelect={(key) => onIndexChange(items.findIndex((item) => item.key === key))}
        onRetry={onRetry ? (key) => onRetry(items.find((item) => item.key === key)!) : undefined}
        orientation={stripOrientation}
        size={thumbSize}
        label={t('ui.thumbs.strip', { label })}
        keyboard
      />
      {viewerMounted && (
        <Suspense fallback={null}>
          <FullscreenViewer
            items={media}
            index={viewerIndex}
            onIndexChange={setFullscreen}
            onClose={() => setFullscreen(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
