import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GenerationRecord } from '@/api/types';
import { PlainTabs } from '@/components/PlainTabs';
import { isFailedStatus, normalizeStatus, resolveFailureReason, useRetryRecord } from '@/features/tasks';
import { useGetHistoryQuery } from '@/api/endpoints/history';
import { lazyOverlay } from '@/components/lazyOverlay';
import { withContent } from '@/i18n/content';
import { AI_TASK_POLL_MS, ALL_FUNCTION_KEYS, FUNCTION_KEYS } from '../constants';
import { useAdminTasksT, type AdminTasksKey } from '../tasks/i18n';
import { useAdminT } from '../i18n';
import { formatTime } from '../utils';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { AdminTable } from './AdminTable';
import { useAdminPaging } from '../hooks/useAdminPaging';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';

type Filter = 'failed' | 'running';

// The retry's confirmation loads on its first opening, not with the task list.
const ConfirmDialog = lazyOverlay<ConfirmDialogProps>(
  () => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
  'ConfirmDialog',
);

/** One generation record: its id and prompt, function, status, reason or progress, time, and a retry when failed. */
function AiTaskRow({ record, onRetry }: { record: GenerationRecord; onRetry: () => void }) {
  const tt = useAdminTasksT();
  const status = normalizeStatus(record.status);
  const failed = isFailedStatus(status);
  const fallback = tt('adminTasks.ai.failureReason');
  const reason = failed ? resolveFailureReason(record, fallback) : null;
  return (
    <TableRow hover>
      <TableCell sx={{ maxWidth: 280 }}>
        <Typography variant="body2" translate="no" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {record.record_id}
        </Typography>
        <Typography variant="caption" color="textSecondary" translate="no" sx={{ overflowWrap: 'anywhere' }}>
          {record.params.prompt || '—'}
        </Typography>
      </TableCell>
      <TableCell>
        {FUNCTION_KEYS.includes(record.function.key) ? (
          tt(`adminTasks.function.${record.function.key}` as AdminTasksKey)
        ) : (
          <span translate="no">{record.function.key}</span>
        )}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          label={tt(`adminTasks.taskStatus.${status}`)}
          color={failed ? 'error' : 'default'}
          variant="outlined"
        />
      </TableCell>
      {/* A reason the server gave is its text, not the interface's. */}
      <TableCell
        sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}
        translate={reason !== null && reason !== fallback ? 'no' : undefined}
      >
        {reason ?? `${Math.round(record.progress)}%`}
      </TableCell>
      <TableCell>{formatTime(record.create_time)}</TableCell>
      <TableCell>
        {failed && (
          <Button
            size="small"
            aria-label={tt('adminTasks.ai.retryLabel', { id: record.record_id })}
            onClick={onRetry}
          >
            {tt('adminTasks.ai.retry')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** aiTask — AI tasks: every user's running and failed generation records, with reasons and a retry. */
export function AiTaskSection({ initialFilter = 'failed' }: { initialFilter?: Filter }) {
  const t = useAdminT();
  const tt = useAdminTasksT();
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
      <SectionHeader title={tt('adminTasks.ai.title')} description={tt('adminTasks.ai.description')}>
        <PlainTabs<Filter>
          tabs={[
            { value: 'failed', label: tt('adminTasks.ai.failed') },
            { value: 'running', label: tt('adminTasks.ai.running') },
          ]}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(0);
          }}
          aria-label={tt('adminTasks.ai.statusTabs')}
        />
      </SectionHeader>
      {list.isError && !list.data ? (
        <LoadError what={tt('adminTasks.ai.what')} onRetry={() => void list.refetch()} />
      ) : (
        <AdminTable
          label={tt('adminTasks.ai.title')}
          columns={[
            { label: tt('adminTasks.ai.col.task'), minWidth: 240 },
            { label: tt('adminTasks.ai.col.function'), minWidth: 128 },
            { label: tt('adminTasks.ai.col.status'), minWidth: 96 },
            {
              label: filter === 'failed' ? t('admin.reason') : tt('adminTasks.ai.col.progress'),
              minWidth: 200,
            },
            { label: tt('adminTasks.ai.col.created'), minWidth: 168 },
            { label: t('admin.products.col.actions'), minWidth: 96 },
          ]}
          loading={list.isLoading}
          fetching={list.isFetching}
          empty={rows.length === 0}
          emptyText={tt(filter === 'failed' ? 'adminTasks.ai.emptyFailed' : 'adminTasks.ai.emptyRunning')}
          paging={paging(list.data?.total ?? 0)}
        >
          {rows.map((record) => (
            <AiTaskRow key={record.record_id} record={record} onRetry={() => setRetrying(record)} />
          ))}
        </AdminTable>
      )}
      {retrying && (
        <ConfirmDialog
          open
          title={tt('adminTasks.ai.retryTitle')}
          confirmLabel={tt('adminTasks.ai.retry')}
          busy={retry.isLoading}
          onCancel={() => setRetrying(null)}
          onConfirm={() => void confirmRetry(retrying)}
        >
          <Typography>{withContent(tt, 'adminTasks.ai.retryText', { id: retrying.record_id })}</Typography>
        </ConfirmDialog>
      )}
    </>
  );
}
