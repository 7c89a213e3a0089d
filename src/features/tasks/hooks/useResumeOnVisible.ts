import { useEffect } from 'react';
import { baseApi } from '@/api/baseApi';
import { useAppDispatch } from '@/app/hooks';
import { RUNNING_TAG_ID } from '../api';
import { pollBackoffReset } from '../tasksSlice';
import { isDocumentVisible, isOnline, subscribeOnline, subscribeVisibility } from '../visibility';

type Dispatch = ReturnType<typeof useAppDispatch>;

// One listener for the whole app however many views poll, so a resume costs one request per record.
let holders = 0;
let detach: (() => void) | null = null;

const pollRunning = (dispatch: Dispatch) =>
  dispatch(
    baseApi.util.invalidateTags([
      { type: 'Record', id: RUNNING_TAG_ID },
      { type: 'Batch', id: RUNNING_TAG_ID },
    ]),
  );

function retain(dispatch: Dispatch) {
  holders += 1;
  if (!detach) {
    const stopVisibility = subscribeVisibility(() => {
      if (isDocumentVisible()) pollRunning(dispatch);
    });
    // Issue 41 §6: polling waits while offline; the network back, every running record is polled at once, and
    // polls that keep failing start again from the 3 s rhythm rather than the backed-off wait.
    let wasOnline = isOnline();
    const stopOnline = subscribeOnline(() => {
      const online = isOnline();
      if (online && !wasOnline) {
        dispatch(pollBackoffReset());
        pollRunning(dispatch);
      }
      wasOnline = online;
    });
    detach = () => {
      stopVisibility();
      stopOnline();
    };
  }
  return () => {
    holders -= 1;
    if (holders === 0 && detach) {
      detach();
      detach = null;
    }
  };
}

/** Polls every running record and batch at once when the tab becomes visible again or the network returns. */
export function useResumeOnVisible(enabled: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => (enabled ? retain(dispatch) : undefined), [dispatch, enabled]);
}
