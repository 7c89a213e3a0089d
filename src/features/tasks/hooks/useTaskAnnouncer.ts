import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toast } from '@/utils/toast';
import { titleWithCount } from '../constants';
import { TASK_STATUS } from '../status';
import { noticesSeen, noticesToasted, selectUnseen, type FinishedNotice } from '../tasksSlice';
import { isUserLooking } from '../visibility';

const COUNT_PREFIX = /^\(\d+\) /;
const LOOKING_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export function noticeText(notice: Pick<FinishedNotice, 'label' | 'status' | 'reason'>): string {
  if (notice.status === TASK_STATUS.success) return `${notice.label} finished`;
  if (notice.status === TASK_STATUS.cancel)
    return `${notice.label} was cancelled${notice.reason ? `: ${notice.reason}` : ''}`;
  return `${notice.label} failed${notice.reason ? `: ${notice.reason}` : ''}`;
}

/**
 * Announces tasks that finished while the user was away: a toast for each, and the count in the
 * document title until the user interacts with the page again.
 */
export function useTaskAnnouncer() {
  const dispatch = useAppDispatch();
  const unseen = useAppSelector(selectUnseen);
  const count = unseen.length;

  useEffect(() => {
    const fresh = unseen.filter((notice) => !notice.toasted);
    if (!fresh.length) return;
    for (const notice of fresh) {
      if (notice.status === TASK_STATUS.success) toast.success(noticeText(notice));
      else toast.error(noticeText(notice));
    }
    dispatch(noticesToasted(fresh.map((notice) => notice.recordId)));
  }, [dispatch, unseen]);

  useEffect(() => {
    document.title = titleWithCount(count, document.title.replace(COUNT_PREFIX, ''));
    if (!count) return undefined;
    const seen = () => {
      if (isUserLooking()) dispatch(noticesSeen());
    };
    for (const type of LOOKING_EVENTS) window.addEventListener(type, seen, { passive: true });
    return () => {
      for (const type of LOOKING_EVENTS) window.removeEventListener(type, seen);
    };
  }, [count, dispatch]);

  useEffect(
    () => () => {
      document.title = document.title.replace(COUNT_PREFIX, '');
    },
    [],
  );
}
