import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRightOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreOutlined';
import { useUiT } from './i18n';

/** Spec 3 §9: the strip shows its arrows above this many items. */
export const THUMB_ARROWS_ABOVE = 6;

/** ready: a result; pending: submitted, not clickable; processing: 'Generating'; failed: retry or 'Failed'. */
export type ThumbState = 'ready' | 'pending' | 'processing' | 'failed';

export interface ThumbItem<I extends string | number = number> {
  id: I;
  /** Absent while there is no picture yet (pending, processing, failed). */
  src?: string;
  alt: string;
  state?: ThumbState;
  /** A failed item that has its submit data offers 'Failed. Try again?'. */
  canRetry?: boolean;
  /** Its name is content (a record's prompt), not interface text: marked `translate="no"`. */
  content?: boolean;
}

export interface ThumbStripProps<I extends string | number = number> {
  items: ThumbItem<I>[];
  currentId: I | null;
  onSelect: (id: I) => void;
  /** Resubmits a failed item. */
  onRetry?: (id: I) => void;
  /** Edge of each square thumbnail, px. */
  size?: number;
  /** Space between thumbnails, px. */
  gap?: number;
  label?: string;
  orientation?: 'vertical' | 'horizontal';
  /** Arrow keys inside the strip move the selection (leave off when the page handles them itself). */
  keyboard?: boolean;
}

const selectable = (item: ThumbItem<string | number>) => (item.state ?? 'ready') === 'ready';

function Status<I extends string | number>({
  item,
  onRetry,
}: {
  item: ThumbItem<I>;
  onRetry?: (id: I) => void;
}) {
  const t = useUiT();
  if (item.state === 'failed') {
    return item.canRetry && onRetry ? (
      <ButtonBase
        onClick={() => onRetry(item.id)}
        sx={{
          position: 'absolute',
          inset: 0,
          p: 0.5,
          fontSize: 11,
          color: 'error.main',
          bgcolor: 'background.paper',
        }}
      >
        {t('ui.thumbs.failedRetry')}
      </ButtonBase>
    ) : (
      <Typography
        variant="caption"
        color="error"
        sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
      >
        {t('ui.thumbs.failed')}
      </Typography>
    );
  }
  return (
    <Box
      sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress size={18} aria-hidden />
        {item.state === 'processing' && (
          <Typography variant="caption" component="p" sx={{ fontSize: 11 }}>
            {t('ui.thumbs.generating')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

interface ThumbProps<I extends string | number> {
  item: ThumbItem<I>;
  current: boolean;
  /** Given to the current one's button, kept in view. */
  currentRef: RefObject<HTMLButtonElement | null>;
  size: number;
  onSelect: (id: I) => void;
  onRetry?: (id: I) => void;
}

/** One square: the picture as a button (outlined when current), or its status while it has none. */
function Thumb<I extends string | number>({
  item,
  current,
  currentRef,
  size,
  onSelect,
  onRetry,
}: ThumbProps<I>) {
  const ready = selectable(item);
  return (
    <Box sx={{ position: 'relative', width: size, height: size, flex: 'none' }}>
      <ButtonBase
        ref={current ? currentRef : undefined}
        onClick={ready ? () => onSelect(item.id) : undefined}
        disabled={!ready}
        aria-current={current ? 'page' : undefined}
        aria-label={item.alt}
        translate={item.content ? 'no' : undefined}
        sx={{
          width: size,
          height: size,
          borderRadius: 1,
          overflow: 'hidden',
          outline: current ? '3px solid' : '1px solid',
          outlineColor: current ? 'primary.main' : 'divider',
          opacity: current || !ready ? 1 : 0.75,
          '&:hover, &:focus-visible': { opacity: 1 },
        }}
      >
        {item.src && (
          <img
            src={item.src}
            alt=""
            width={size}
            height={size}
            style={{ objectFit: 'cover', display: 'block' }}
          />
        )}
      </ButtonBase>
      {!ready && <Status item={item} onRetry={onRetry} />}
    </Box>
  );
}

const ARROW_SX = { flex: 'none', alignSelf: 'center' } as const;
/** Back and forward, by orientation. */
const ARROW_ICONS = {
  vertical: [ExpandLessIcon, ExpandMoreIcon],
  horizontal: [ChevronLeftIcon, ChevronRightIcon],
} as const;

/** The arrow that scrolls the strip a page back (-1) or forward (1). */
function ScrollArrow({
  direction,
  vertical,
  label,
  onScroll,
}: {
  direction: -1 | 1;
  vertical: boolean;
  label: string;
  onScroll: (direction: -1 | 1) => void;
}) {
  const t = useUiT();
  const back = direction === -1;
  const Icon = ARROW_ICONS[vertical ? 'vertical' : 'horizontal'][back ? 0 : 1];
  return (
    <IconButton
      size="small"
      aria-label={t(back ? 'ui.thumbs.scrollBack' : 'ui.thumbs.scrollForward', { label })}
      onClick={() => onScroll(direction)}
      sx={ARROW_SX}
    >
      <Icon />
    </IconButton>
  );
}

/**
 * The strip's scrolling: the current thumbnail kept in view (keyboard moves can go past the visible part), and a
 * page back or forward for the arrows.
 */
function useStripScroll(vertical: boolean, size: number, currentId: unknown, count: number) {
  const currentRef = useRef<HTMLButtonElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentId, count]);

  const scrollPage = (direction: -1 | 1) => {
    const element = scroller.current;
    if (!element) return;
    const page = (vertical ? element.clientHeight : element.clientWidth) || size * 3;
    element.scrollBy?.(vertical ? { top: direction * page } : { left: direction * page });
  };
  return { currentRef, scroller, scrollPage };
}

/**
 * A strip of square thumbnails, vertical or horizontal (spec 2 §2, spec 3 §2.1 / §2.4): the current one
 * is outlined, marked for assistive tech and kept in view; above six items arrows scroll it; pending
 * items are not clickable, processing ones say 'Generating', failed ones offer 'Failed. Try again?'.
 */
export function ThumbStrip<I extends string | number = number>({
  items,
  currentId,
  onSelect,
  onRetry,
  size = 80,
  gap = 5,
  label: labelProp,
  orientation = 'vertical',
  keyboard = false,
}: ThumbStripProps<I>) {
  const t = useUiT();
  const label = labelProp ?? t('ui.thumbs.history');
  const vertical = orientation === 'vertical';
  const { currentRef, scroller, scrollPage } = useStripScroll(vertical, size, currentId, items.length);

  const onKeyDown = (event: KeyboardEvent) => {
    const back = vertical ? 'ArrowUp' : 'ArrowLeft';
    const forward = vertical ? 'ArrowDown' : 'ArrowRight';
    if (!keyboard || (event.key !== back && event.key !== forward)) return;
    const ready = items.filter(selectable);
    const index = ready.findIndex((item) => item.id === currentId);
    const next = ready[index + (event.key === back ? -1 : 1)];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
  };

  const arrows = items.length > THUMB_ARROWS_ABOVE;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        minWidth: 0,
        minHeight: 0,
        maxHeight: '100%',
      }}
    >
      {arrows && <ScrollArrow direction={-1} vertical={vertical} label={label} onScroll={scrollPage} />}
      <Box
        ref={scroller}
        component="nav"
        aria-label={label}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          flexDirection: vertical ? 'column' : 'row',
          gap: `${gap}px`,
          overflowY: vertical ? 'auto' : 'hidden',
          overflowX: vertical ? 'hidden' : 'auto',
          p: '3px',
          minWidth: 0,
          minHeight: 0,
        }}
      >
        {items.map((item) => (
          <Thumb
            key={item.id}
            item={item}
            current={item.id === currentId}
            currentRef={currentRef}
            size={size}
            onSelect={onSelect}
            onRetry={onRetry}
          />
        ))}
      </Box>
      {arrows && <ScrollArrow direction={1} vertical={vertical} label={label} onScroll={scrollPage} />}
    </Box>
  );
}
