import { api, unwrap } from '../http';
import { baseApi } from '../baseApi';
import type { HistoryPage, HistoryQuery } from '../types';

/** Spec 1 §7.1: the history's default function keys (inspiration generations and vary/upscale). */
export const HISTORY_FUNCTION_KEYS = 'imageGeneration,imageChat';

/** A history page: the function keys (default above), its size, and the operator's scope and status. */
export type HistoryArgs = HistoryQuery & { pageSize: number };

/**
 * Spec 1 §7.1 `GET /user/history`: generation records, newest first — the one definition, read by
 * every screen that lists records (inspiration, the info page's thumbnails, the marketing and modeling
 * strips, the restore of running records) and by the operator's AI-task list (`scope=all`). Equal args
 * share one request. Silent: each screen shows its own error with a retry (a toast on top of it said
 * the same thing twice).
 */
export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryPage, HistoryArgs>({
      queryFn: ({ function_key = HISTORY_FUNCTION_KEYS, current = 1, ...rest }) =>
        unwrap(
          api.GET('/user/history', {
            params: { query: { function_key, current, ...rest } },
            silent: true,
          }),
        ),
      // Every finished, retried or new task invalidates `History` (features/tasks FINISH_TAGS).
      providesTags: (page) => [
        { type: 'History', id: 'LIST' },
        ...(page?.list ?? []).map((record) => ({ type: 'History' as const, id: record.record_id })),
      ],
    }),
  }),
});

export const { useGetHistoryQuery } = historyApi;
