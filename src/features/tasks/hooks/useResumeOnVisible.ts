import { useEffect } from 'react';
import { baseApi } from '@/api/baseApi';
import { useAppDispatch } from '@/app/hooks';
import { RUNNING_TAG_ID } from '../api';
import { isDocumentVisible, subscribeVisibility } from '../visibility';

type Dispatch = ReturnType<typeof useAppDispatch>;

// One listener for the whole app however many views poll, so a resume costs one request per record.
let holders = 0;
let detach: (() => void) | null = null;

function retain(dispatch: Dispatch) {
  holders += 1;
  if (!detach) {
    detach = subscribeVisibility(() => {
      if (!isDocumentVisible()) return;
      dispatch(
        baseApi.util.invalidateTags([
          { type: 'Record', id: RUNNING_TAG_ID },
          { type: 'Batch', id: RUNNING_TAG_ID },
        ]),
      );
    });
  }
  return () => {
    holders -= 1;
    if (holders === 0 && detach) {
      detach();
      detach = null;
    }
  };
}

/** Polls every running record and batch at once when the tab becomes visible again. */
export function useResumeOnVisible(enabled: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => (enabled ? retain(dispatch) : undefined), [dispatch, enabled]);
}
