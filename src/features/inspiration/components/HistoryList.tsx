import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TASK_SCOPES, useGetHistoryQuery, useScopeTasks, type RecordSubmit } from '@/features/tasks';
import { isSignedIn } from '@/utils/cookies';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { HISTORY_PAGE_SIZE } from '../constants';
import { useScrollMemory } from '../hooks/useScrollMemory';
import { useInspirationT } from '../i18n';
import { SoulInpaintBanner } from './SoulInpaintBanner';

// The record cards (pictures, progress, star, 'Use in…') are drawn once the history or a submission is here: their
// code is fetched alongside the history's request (a visitor, who has no history, never fetches it).
const loadRecords = () => import('./HistoryRecords');
const PendingRecords = lazyWithPreload(() => loadRecords().then((m) => ({ default: m.PendingRecords })));
const HistoryRecords = lazyWithPreload(() => loadRecords().then((m) => ({ default: m.HistoryRecords })));

/** What stands for the record cards while their code or the history is on its way: the same skeletons. */
function RecordSkeletons() {
  const t = useInspirationT();
  return Array.from({ length: 2 }, (_, index) => (
    <Skeleton key={index} variant="rounded" height={220} aria-label={t('inspiration.loadingHistory')} />
  ));
}

/** The left pane: tasks submitted here, then the generation history; visitors get the banner only. */
export function HistoryList({ reset }: { reset: boolean }) {
  const t = useInspirationT();
  const signedIn = isSignedIn();
  const [pageSize, setPageSize] = useState(HISTORY_PAGE_SIZE);
  const { data, isLoading, isError, refetch, isFetching } = useGetHistoryQuery(
    { pageSize },
    { skip: !signedIn },
  );
  const { all: pending } = useScopeTasks<RecordSubmit>(TASK_SCOPES.inspiration);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (signedIn) void HistoryRecords.preload().catch(() => undefined);
  }, [signedIn]);
  // Set once the record cards are drawn: the remembered scroll position is restored when there is content to scroll.
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  const records = data?.list ?? [];
  const onScroll = useScrollMemory(
    scroller,
    !signedIn || (Boolean(data) && (records.length === 0 || drawn)),
    reset,
  );

  const listed = new Set(records.map((record) => record.record_id));
  const local = pending.filter((item) => !item.recordId || !listed.has(item.recordId));
  const empty = !isLoading && !isError && records.length === 0 && local.length === 0;

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      aria-label={t('inspiration.history')}
      component="section"
      sx={{ height: '100%', overflowY: 'auto', p: 2 }}
    >
      <Stack spacing={2}>
        {local.length > 0 && (
          <Suspense fallback={<RecordSkeletons />}>
            <PendingRecords items={local} />
          </Suspense>
        )}
        {isLoading && <RecordSkeletons />}
        {isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => refetch()}>
                {t('inspiration.tryAgain')}
              </Button>
            }
          >
            {t('inspiration.historyError')}
          </Alert>
        )}
        {empty && <SoulInpaintBanner />}
        {records.length > 0 && (
          <Suspense fallback={<RecordSkeletons />}>
            <HistoryRecords records={records} untitled={t('inspiration.form')} onDrawn={onDrawn} />
          </Suspense>
        )}
        {data && data.total > records.length && (
          <Button onClick={() => setPageSize((size) => size + HISTORY_PAGE_SIZE)} disabled={isFetching}>
            {t('inspiration.loadMore')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
