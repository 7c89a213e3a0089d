import { useCallback } from 'react';
import { usePendingTasks } from '@/features/tasks';
import { toast } from '@/utils/toast';
import { useCreateVideoMutation } from '@/api/endpoints/generation';
import { MARKETING_UNKNOWN_REASON, VIDEO_API_PLATFORM } from '../constants';
import { useVideoT } from '../i18n';

/** What one video submission sends (kept for retries, spec 3 §3 local pending task). */
export interface VideoSubmit {
  image_id: number;
  modelType: string;
  prompt: string;
  prompt_id: number | null;
  /** The picture the clip starts from (its poster until the clip exists). */
  picture?: string;
}

/** A reply without a record id (spec 3 §8 'Failed to submit video generation request'). */
export class NoRecordError extends Error {}

/**
 * A view's video tasks through the task engine (spec 3 §4.1): `submit` (the panel sends it through the
 * creation submit with the spec 3 §8 messages), retry with its retry variants, and the items /
 * completed lists of the scope.
 */
export function useVideoTasks(scope: string, fallbackReason: string = MARKETING_UNKNOWN_REASON) {
  const t = useVideoT();
  const [createVideo] = useCreateVideoMutation();
  const submit = useCallback(
    async (data: VideoSubmit) => {
      const created = await createVideo({
        image_id: data.image_id,
        modelType: data.modelType,
        prompt: data.prompt,
        prompt_id: data.prompt_id,
        api_platform: VIDEO_API_PLATFORM,
      }).unwrap();
      if (!created?.record_id) throw new NoRecordError(t('video.msg.noRecord'));
      return created.record_id;
    },
    [createVideo, t],
  );
  const tasks = usePendingTasks<VideoSubmit>(scope, {
    submit,
    kind: 'video',
    label: t('video.taskLabel'),
    fallbackReason,
  });

  const { retry: retryTask } = tasks;

  const retry = useCallback(
    async (tempId: string) => {
      try {
        await retryTask(tempId);
        toast.success(t('video.msg.retrySubmitted'));
        return true;
      } catch (error) {
        toast.error(
          error instanceof NoRecordError ? t('video.msg.retryNoRecord') : t('video.msg.retryRequestFailed'),
        );
        return false;
      }
    },
    [retryTask, t],
  );

  return { ...tasks, retry };
}
