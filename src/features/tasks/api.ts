import { baseApi } from '@/api/baseApi';
import { api, unwrap, type ApiError } from '@/api/http';
import { batchPolled, FINAL_STATUS_TAGS, FINISH_TAGS, recordPolled, recordPollFailed } from './effects';
import { tasksT } from './i18n';
import { currentPath } from './visibility';
import { clearProgressStart } from './progress';
import { isRunningStatus, normalizeStatus, TASK_STATUS } from './status';
import { taskWatchReset } from './tasksSlice';
import type { GenerationRecord } from './types';

/** Tag id carried by records and batches that still run, so a resume refetches only those. */
export const RUNNING_TAG_ID = 'RUNNING';

/** Polls report their own failures (after retries); the global error toast stays away. */
const SILENT: object = { silent: true };

export interface RecordArgs {
  record_id: string;
}

export interface BatchArgs {
  batch_id: string;
}

export interface RetryArgs {
  /** The failed sub-task (record_tasks[].task_id). */
  task_id: string;
  /** The record it belongs to, polled again after the retry. */
  record_id: string;
}

const apiErrorOf = (error: unknown) => (error as { error?: ApiError } | undefined)?.error;
const errorMessage = (error: unknown) => apiErrorOf(error)?.message ?? tasksT('tasks.reason.network');
/** The server's own answer that it has no such record (not a fault on the way to it). */
const isNotFound = (error: unknown) => apiErrorOf(error)?.status === 404 || apiErrorOf(error)?.code === 404;

export const tasksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 1 §7.1 `GET /action/getTask`: one generation record, polled every 3 s while it runs. */
    getTask: build.query<GenerationRecord, RecordArgs>({
      queryFn: ({ record_id }) =>
        unwrap(api.GET('/action/getTask', { params: { query: { record_id } }, ...SILENT })),
      providesTags: (record, _error, { record_id }) => [
        { type: 'Record', id: record_id },
        ...(!record || isRunningStatus(record.status)
          ? [{ type: 'Record' as const, id: RUNNING_TAG_ID }]
          : []),
      ],
      async onQueryStarted({ record_id }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          recordPolled(dispatch, getState, record_id, data);
        } catch (error) {
          recordPollFailed(dispatch, getState, record_id, errorMessage(error), isNotFound(error));
        }
      },
    }),
    /** Spec 3 §4.1 batch polling: every task of a batch, every 3 s while any runs. */
    getTasksByBatchId: build.query<GenerationRecord[], BatchArgs>({
      queryFn: ({ batch_id }) =>
        unwrap(api.GET('/image/getTasksByBatchId', { params: { query: { batch_id } }, ...SILENT })),
      providesTags: (tasks, _error, { batch_id }) => [
        { type: 'Batch', id: batch_id },
        ...(!tasks || tasks.some((task) => isRunningStatus(task.status))
          ? [{ type: 'Batch' as const, id: RUNNING_TAG_ID }]
          : []),
      ],
      async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
        const path = currentPath();
        const before = tasksApi.endpoints.getTasksByBatchId.select(args)(getState() as never).data;
        const runningIn = (tasks: GenerationRecord[]) =>
          tasks.filter((task) => isRunningStatus(task.status)).length;
        try {
          const { data } = await queryFulfilled;
          const wasRunning = before ? runningIn(before) : Infinity;
          const running = runningIn(data);
          const ended = Boolean(before) && wasRunning > 0 && running === 0;
          batchPolled(
            dispatch,
            args.batch_id,
            ended ? { statuses: data.map((task) => normalizeStatus(task.status)) } : null,
            path,
          );
          if (wasRunning > 0 && running === 0) dispatch(baseApi.util.invalidateTags([...FINISH_TAGS]));
          // Spec 1 §4: each task of the batch that reached its end refreshes credits and counts at once.
          else if (running < wasRunning && before)
            dispatch(baseApi.util.invalidateTags([...FINAL_STATUS_TAGS]));
        } catch {
          // The batch view shows the query's error state; the next poll tries again.
        }
      },
    }),
    /** Spec 2 §7 retry (`GET /image/retryTask?task_id=`): the record runs again under its id. */
    retryTask: build.mutation<unknown, RetryArgs>({
      queryFn: ({ task_id }) => unwrap(api.GET('/image/retryTask', { params: { query: { task_id } } })),
      async onQueryStarted({ record_id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        clearProgressStart(record_id);
        // The server runs the record again: its cached copy says so until the next poll, which resumes on
        // its 3 s rhythm (no immediate refetch), so a retry never doubles a poll.
        dispatch(
          tasksApi.util.updateQueryData('getTask', { record_id }, (draft) => {
            draft.status = TASK_STATUS.begin;
          }),
        );
        dispatch(taskWatchReset({ recordId: record_id }));
        dispatch(baseApi.util.invalidateTags([...FINISH_TAGS]));
      },
    }),
  }),
});

export const { useGetTaskQuery, useGetTasksByBatchIdQuery, useRetryTaskMutation } = tasksApi;
