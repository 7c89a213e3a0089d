import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TASK_SCOPES, useGetHistoryQuery, useScopeTasks, type RecordSubmit } from '@/features/tasks';
import { HistoryRecord, PendingRecord } from '@/features/tasks/records';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { StarPromptButton } from '@/components/generator/StarPromptButton';
import { isSignedIn } from '@/utils/cookies';
import { HISTORY_PAGE_SIZE } from '../constants';
import { useScrollMemory } from '../hooks/useScrollMemory';
import { useInspirationT } from '../i18n';
import { SoulInpaintBanner } from './SoulInpaintBanner';

const describe = (submit: RecordSubmit | undefined) => ({
  prompt: submit?.prompt,
  ratio: submit?.ar ?? undefined,
  functionKey: submit?.function_key ?? undefined,
});

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
  const onScroll = useScrollMemory(scroller, Boolean(data) || !signedIn, reset);

  const records = data?.list ?? [];
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
        {local.map((item) => (
          <PendingRecord key={item.tempId} item={item} describe={describe} />
        ))}
        {isLoading &&
          Array.from({ length: 2 }, (_, index) => (
            <Skeleton
              key={index}
              variant="rounded"
              height={220}
              aria-label={t('inspiration.loadingHistory')}
            />
          ))}
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
        {records.map((record) => (
          <HistoryRecord
            key={record.record_id}
            record={record}
            // A prompt that worked can be starred and reused from every prompt field (issue 29 §4).
            successActions={(done) => (
              <>
                <StarPromptButton prompt={done.params?.prompt} />
                {/* Issue 45 §2: the record's first picture sent on to another tool by its id. */}
                {done.result?.[0] && (
                  <UseInMenu
                    name={done.params?.prompt || t('inspiration.form')}
                    picture={{
                      image_id: done.result[0].image_id,
                      path: done.result[0].path,
                      from: 'inspiration',
                      date: done.create_time,
                    }}
                  />
                )}
              </>
            )}
          />
        ))}
        {data && data.total > records.length && (
          <Button onClick={() => setPageSize((size) => size + HISTORY_PAGE_SIZE)} disabled={isFetching}>
            {t('inspiration.loadMore')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
