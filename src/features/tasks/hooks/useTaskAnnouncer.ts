import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { readLanguage, type Language } from '@/hooks/useLanguage';
import { useNotifySettings } from '@/hooks/useNotifySettings';
import { setTitleCount } from '@/utils/documentTitle';
import { toast } from '@/utils/toast';
import { restoreFavicon, showFaviconBadge } from '../notify/favicon';
import { useTaskNoticeT, type taskNoticeT, type TaskNoticeKey } from '../notify/i18n';
import { showSystemNotification } from '../notify/system';
import { TASK_STATUS } from '../status';
import { noticesSeen, noticesToasted, selectUnseen, type FinishedNotice } from '../tasksSlice';
import { isOnScreen, isUserLooking } from '../visibility';

const LOOKING_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** The name of a task the screen did not name: its function's, or 'Photoset' for a batch, else 'Generation'. */
const DEFAULT_LABELS: Record<string, TaskNoticeKey> = {
  imageGeneration: 'taskNotice.label.imageGeneration',
  imageChat: 'taskNotice.label.imageChat',
  descImageGeneration: 'taskNotice.label.descImageGeneration',
  videoShowGeneration: 'taskNotice.label.videoShowGeneration',
  photoset: 'taskNotice.label.photoset',
  batch: 'taskNotice.label.batch',
};

/**
 * What a notice says, in the user's language: 'Image generation finished', 'Video failed: <reason>' (中文
 * '视频生成失败：<reason>', the spec's wording of a failed generation).
 */
export function noticeText(
  notice: Pick<FinishedNotice, 'label' | 'labelLanguage' | 'labelKey' | 'status' | 'reason'>,
  t: typeof taskNoticeT,
  language: Language = readLanguage(),
): string {
  // The screen's name for the task was written in the language of the day it was submitted or restored; after a
  // switch it would be the one foreign word of the notice, so the task is named by its function instead.
  const ownLabel = notice.labelLanguage && notice.labelLanguage !== language ? undefined : notice.label;
  const label =
    ownLabel || t((notice.labelKey && DEFAULT_LABELS[notice.labelKey]) || 'taskNotice.label.generation');
  const { reason } = notice;
  if (notice.status === TASK_STATUS.success) return t('taskNotice.finished', { label });
  if (notice.status === TASK_STATUS.cancel)
    return reason
      ? t('taskNotice.cancelledBecause', { label, reason })
      : t('taskNotice.cancelled', { label });
  return reason ? t('taskNotice.failedBecause', { label, reason }) : t('taskNotice.failed', { label });
}

/**
 * Tells the user of tasks that finished or failed while they were elsewhere (issue 29 §3), each channel as the
 * notification settings allow: a message in the app (with 'View' to the screen it was started on when that is
 * another one), a system notification while the tab is not looked at (only with the permission the user gave
 * from a click), the count in the title and on the tab's icon until the user is back and uses the page. Quiet
 * keeps only the counts. Mounted once for the whole app (the task notices slot of the layout).
 */
export function useTaskAnnouncer() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const unseen = useAppSelector(selectUnseen);
  const [settings] = useNotifySettings();
  const t = useTaskNoticeT();
  const count = unseen.length;

  useEffect(() => {
    const fresh = unseen.filter((notice) => !notice.toasted);
    if (!fresh.length) return;
    const interrupt = !settings.quiet;
    for (const notice of fresh) {
      const text = noticeText(notice, t);
      const { path } = notice;
      const open = path ? () => void navigate(path) : undefined;
      if (interrupt && settings.system && !isUserLooking()) {
        showSystemNotification({
          title: text,
          body: path ? t('taskNotice.openScreen') : 'Atelier',
          tag: `task-${notice.recordId}`,
          silent: false,
          onClick: () => open?.(),
        });
      }
      if (interrupt && settings.toast) {
        const action = open && !isOnScreen(path) ? { label: t('taskNotice.view'), onClick: open } : undefined;
        toast.withAction(notice.status === TASK_STATUS.success ? 'success' : 'error', text, action);
      }
    }
    dispatch(noticesToasted(fresh.map((notice) => notice.recordId)));
  }, [dispatch, navigate, unseen, settings.quiet, settings.system, settings.toast, t]);

  useEffect(() => {
    setTitleCount(settings.title ? count : 0);
    if (settings.favicon && count) void showFaviconBadge(count);
    else restoreFavicon();
    if (!count) return undefined;
    const seen = () => {
      if (isUserLooking()) dispatch(noticesSeen());
    };
    for (const type of LOOKING_EVENTS) window.addEventListener(type, seen, { passive: true });
    return () => {
      for (const type of LOOKING_EVENTS) window.removeEventListener(type, seen);
    };
  }, [count, dispatch, settings.title, settings.favicon]);

  useEffect(
    () => () => {
      setTitleCount(0);
      restoreFavicon();
    },
    [],
  );
}
