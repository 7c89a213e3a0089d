import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { List } from 'react-window';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useElementSize } from '@/hooks/useElementSize';
import { CARD_GAP, HEADING_ROW_HEIGHT, MORE_ROW_HEIGHT } from '../constants';
import { cardSizeFor, columnsFor, nearBottom, type GridRow } from '../gridRows';
import { useSelection } from '../hooks/useSelection';
import type { SpaceItem } from '../items';
import { useSpaceT } from '../i18n';
import { DragSelectionBox } from './DragSelectionBox';
import { SelectionBar } from './SelectionBar';
import type { SentPicture } from '@/utils/paths';
import { SpaceGridRow, type SpaceGridRowProps } from './SpaceGridRow';

export interface SpaceGridProps {
  /** Accessible name of the grid. */
  label: string;
  /** Every loaded item in list order (what selection and Ctrl/Cmd+A work on). */
  items: SpaceItem[];
  /** The rows for a number of columns (flat or grouped by date). */
  makeRows: (columns: number) => GridRow<SpaceItem>[];
  onOpen: (item: SpaceItem) => void;
  onShowMore?: (group: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last next-page request failed: no more automatic loads, a retry button instead. */
  loadError?: boolean;
  onLoadMore: () => void;
}

const rowHeight = (index: number, { rows, cardSize }: SpaceGridRowProps) => {
  const row = rows[index];
  if (row.kind === 'heading') return HEADING_ROW_HEIGHT;
  if (row.kind === 'more') return MORE_ROW_HEIGHT;
  return cardSize + CARD_GAP;
};

/** The chosen items' paths (download), their pictures to export, and the one picture that can be sent on. */
function useChosenItems(items: SpaceItem[], selectedIds: string[]) {
  const chosen = useMemo(() => {
    const ids = new Set(selectedIds);
    return items.filter((item) => ids.has(item.key));
  }, [items, selectedIds]);
  const paths = useMemo(() => chosen.map((item) => item.path), [chosen]);
  const exports = useMemo(
    () => chosen.filter((item) => !item.video).map((item) => ({ path: item.path, name: item.title })),
    [chosen],
  );

  // Issue 45 §2: one picture chosen can be sent on to another tool by its id.
  const single = chosen.length === 1 && !chosen[0].video ? chosen[0] : null;
  const sendOn = useMemo<SentPicture | undefined>(() => {
    if (!single) return undefined;
    const imageId = single.kind === 'image' ? single.image.image_id : single.item.image_id;
    if (imageId === null || imageId === undefined) return undefined;
    const date = single.kind === 'image' ? single.image.create_time : single.item.create_time;
    return { image_id: imageId, path: single.path, from: 'space', date };
  }, [single]);
  return { paths, exports, sendOn };
}

/** Loads the next page when the grid's end comes within 200 px of the viewport's bottom. */
function useLoadNearBottom(
  boxRef: RefObject<HTMLDivElement | null>,
  rows: GridRow<SpaceItem>[],
  {
    hasMore,
    loadingMore,
    loadError,
    onLoadMore,
  }: Pick<SpaceGridProps, 'hasMore' | 'loadingMore' | 'onLoadMore'> & { loadError: boolean },
) {
  const check = useCallback(() => {
    const box = boxRef.current;
    if (!box || !hasMore || loadingMore || loadError) return;
    if (nearBottom(box.getBoundingClientRect().bottom, window.innerHeight)) onLoadMore();
  }, [boxRef, hasMore, loadingMore, loadError, onLoadMore]);

  useEffect(() => {
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [check, rows]);
}

/** Escape clears wherever focus is (after a download it may have left the grid for the page). */
function useEscapeClears({ count, clear }: { count: number; clear: () => void }) {
  useEffect(() => {
    if (count === 0) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) clear();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, clear]);
}

/** Below the grid while more can load: the Load more button (Retry after a failure) or the spinner. */
function LoadMore({
  loadingMore,
  loadError,
  onLoadMore,
}: {
  loadingMore: boolean;
  loadError: boolean;
  onLoadMore: () => void;
}) {
  const t = useSpaceT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 2 }}>
      {loadError && (
        <Typography role="alert" color="error">
          {t('space.moreError')}
        </Typography>
      )}
      {loadingMore ? (
        <CircularProgress size={28} aria-label={t('space.loadingMore')} />
      ) : (
        <Button variant="outlined" onClick={onLoadMore}>
          {t(loadError ? 'space.retry' : 'space.loadMore')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The personal space's windowed grid (react-window, scrolling with the page): only rows near the viewport
 * are in the DOM. Selection by drag, modifier clicks and keys (useSelection) with the selection bar; the
 * next page loads when the end comes within 200 px of the viewport's bottom, or by the Load more button.
 */
export function SpaceGrid({
  label,
  items,
  makeRows,
  onOpen,
  onShowMore,
  hasMore,
  loadingMore,
  loadError = false,
  onLoadMore,
}: SpaceGridProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(boxRef, 200);
  const columns = columnsFor(width);
  const cardSize = cardSizeFor(width, columns);
  const rows = useMemo(() => makeRows(columns), [makeRows, columns]);
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  const selection = useSelection(keys);
  const { paths, exports, sendOn } = useChosenItems(items, selection.selectedIds);

  useLoadNearBottom(boxRef, rows, { hasMore, loadingMore, loadError, onLoadMore });
  useEscapeClears(selection);

  const rowProps: SpaceGridRowProps = {
    rows,
    cardSize,
    selection,
    onOpen,
    onShowMore: onShowMore ?? (() => undefined),
  };

  return (
    <Box ref={boxRef} {...selection.containerProps} sx={{ touchAction: 'pan-y' }}>
      <List
        role="grid"
        aria-label={label}
        aria-multiselectable
        aria-rowcount={rows.length}
        rowComponent={SpaceGridRow}
        rowCount={rows.length}
        rowHeight={rowHeight}
        rowProps={rowProps}
        scrollElement="window"
        defaultHeight={800}
        overscanCount={2}
      />
      {hasMore && <LoadMore loadingMore={loadingMore} loadError={loadError} onLoadMore={onLoadMore} />}
      <DragSelectionBox box={selection.dragBox} />
      <SelectionBar paths={paths} exports={exports} sendOn={sendOn} onClear={selection.clear} />
    </Box>
  );
}
