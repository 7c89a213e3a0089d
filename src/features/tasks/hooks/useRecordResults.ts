import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { tasksApi } from '../api';
import type { GenerationResult } from '../types';

const EMPTY: GenerationResult[] = [];

/** The results of finished records, read from the `getTask` cache (nothing copied). */
export function useRecordResults(recordIds: readonly (string | undefined)[]): GenerationResult[][] {
  return useAppSelector(
    (state) =>
      recordIds.map((record_id) =>
        record_id ? (tasksApi.endpoints.getTask.select({ record_id })(state).data?.result ?? EMPTY) : EMPTY,
      ),
    shallowEqual,
  );
}
