import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GenerationRecord } from '@/api/types';
import { isFailedStatus, normalizeStatus, resolveFailureReason, useRetryRecord } from '@/features/tasks';
import { useGetHistoryQuery } from '@/api/endpoints/history';
import { AI_TASK_POLL_MS, ALL_FUNCTION_KEYS, FUNCTION_LABELS } from '../constants';
import { formatTime } from '../utils';
import { ConfirmDialog } from './ConfirmDialog';
import { AdminTable } from './AdminTable';
import { useAdminPaging } from '../hooks/useAdminPaging';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';

type Filter = 'failed' | 'running';

/** aiTask — AI tasks: every user's running and failed generation records, with reasons and a retry. */
export function AiTaskSection({ initialFilter = 'failed' }: { initialFilter?: Filter }) {
  const [filter, setFilter] = useState<Filter>(initialFilter);
  const { page, pageSize, setPage, paging } = useAdminPaging();
  const [retrying, setRetrying] = useState<GenerationRecord | null>(null);
  const retry = useRetryRecord();
  const list = useGetHistoryQuery(
    { scope: 'all', function_key: ALL_FUNCTION_KEYS, status: filter, current: page + 1, pageSize },
    { pollingInterval: filter === 'running' ? AI_TASK_POLL_MS : 0, refetchOnFocus: true },
  );
  const rows = list.data?.list ?? [];

  /** The engine's retry says the outcome (its success toast, or the server's message). */
  const confirmRetry = async (record: GenerationRecord) => {
    await retry.trigger(record);
    setRetrying(null);
  };

  return (
    <>
      <SectionHeader
        title="AI tasks"
        description="Every user's generation tasks that are running or failed, newest first, with the reason and a retry."
      >
        <Tabs
          value={filter}
          onChange={(_, value: Filter) => {
            setFilter(value);
            setPage(0);
          }}
          aria-label="Task status"
        >
          <Tab value="failed" label="Failed" />
          <Tab value="running" label="Running" />
        </Tabs>
      </SectionHeader>
      {list.isError && !list.data ? (
        <LoadError what="The AI tasks" onRetry={() => void list.refetch()} />
      ) : (
        <AdminTable
          label="AI tasks"
          columns={[
            { label: 'Task', minWidth: 240 },
            { label: 'Function', minWidth: 128 },
            { label: 'Status', minWidth: 96 },
            { label: filter === 'failed' ? 'Reason' : 'Progress', minWidth: 200 },
            { label: 'Created (UTC)', minWidth: 168 },
            { label: 'Actions', minWidth: 96 },
          ]}
          loading={list.isLoading}
          fetching={list.isFetching}
          empty={rows.length === 0}
          emptyText={filter === 'failed' ? 'No failed tasks.' : 'No running tasks.'}
          paging={paging(list.data?.total ?? 0)}
        >
          {rows.map((record) => {
            const status = normalizeStatus(record.status);
            const failed = isFailedStatus(status);
            return (
              <TableRow key={record.record_id} hover>
                <TableCell sx={{ maxWidth: 280 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {record.record_id}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {record.params.prompt || '—'}
                  </Typography>
                </TableCell>
                <TableCell>{FUNCTION_LABELS[record.function.key] ?? record.function.key}</TableCell>
                <TableCell>
                  <Chip size="small" label={status} color={failed ? 'error' : 'default'} variant="outlined" />
                </TableCell>
                <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                  {failed ? resolveFailureReason(record) : `${Math.round(record.progress)}%`}
                </TableCell>
                <TableCell>{formatTime(record.create_time)}</TableCell>
                <TableCell>
                  {failed && (
                    <Button
                      size="small"
                      aria-label={`Retry ${record.record_id}`}
                      onClick={() => setRetrying(record)}
                    >
                      Retry
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </AdminTable>
      )}
      {retrying && (
        <ConfirmDialog
          open
          title="Retry task"
          confirmLabel="Retry"
          busy={retry.isLoading}
          onCancel={() => setRetrying(null)}
          onConfirm={() => void confirmRetry(retrying)}
        >
          <Typography>
            Run task {retrying.record_id} again? It runs under the same record for its owner, who is charged
            as for a new run.
          </Typography>
        </ConfirmDialog>
      )}
    </>
  );
}
