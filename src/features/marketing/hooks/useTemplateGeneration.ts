import { useCallback } from 'react';
import { usePendingTasks } from '@/features/tasks';
import { isNotEnoughCredits, useGenerateCost } from '@/hooks/useGenerateCost';
import { toast } from '@/utils/toast';
import { useCreateDescImageMutation, type DescImageArgs } from '@/api/endpoints/generation';
import { MARKETING_MESSAGES, TEMPLATE_SUBMIT_SPACING_MS } from '../constants';
import { MARKETING_UNKNOWN_REASON } from '@/features/video';

/** What one image submission sends (kept for 'Retry'). */
export type ImageSubmit = DescImageArgs;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 3 §9: several templates are submitted 1 s apart; resolves with how many were accepted.
 * `sleep` is injectable so the spacing can be checked on a mock clock.
 */
export async function submitSpaced<T>(
  items: readonly T[],
  send: (item: T) => Promise<boolean>,
  sleep: (ms: number) => Promise<void> = wait,
  spacingMs: number = TEMPLATE_SUBMIT_SPACING_MS,
): Promise<number> {
  let accepted = 0;
  for (const [index, item] of items.entries()) {
    if (index > 0) await sleep(spacingMs);
    if (await send(item)) accepted += 1;
  }
  return accepted;
}

/** Static and Try-On submissions through the task engine, with the spec 3 §8 messages. */
export function useTemplateGeneration(scope: string) {
  const [create] = useCreateDescImageMutation();
  const { toPayment } = useGenerateCost('descImageGeneration', { skip: true });
  const submit = useCallback(
    async (data: ImageSubmit) => {
      const created = await create(data).unwrap();
      if (!created?.record_id) throw new Error(MARKETING_MESSAGES.hiccup);
      return created.record_id;
    },
    [create],
  );
  const tasks = usePendingTasks<ImageSubmit>(scope, {
    submit,
    kind: 'image',
    label: 'Marketing image',
    fallbackReason: MARKETING_UNKNOWN_REASON,
  });
  const { submit: submitTask, retry: retryTask } = tasks;

  const sendOne = useCallback(
    async (data: ImageSubmit) => {
      try {
        await submitTask(data);
        toast.success(MARKETING_MESSAGES.queued);
        return true;
      } catch (error) {
        if (isNotEnoughCredits(error))
          toPayment((error as { message?: string }).message ?? MARKETING_MESSAGES.hiccup);
        else toast.error(MARKETING_MESSAGES.hiccup);
        return false;
      }
    },
    [submitTask, toPayment],
  );

  const generate = useCallback(
    async (list: readonly ImageSubmit[], sleep?: (ms: number) => Promise<void>) => {
      const accepted = await submitSpaced(list, sendOne, sleep);
      if (list.length > 1 && accepted > 0) toast.success(MARKETING_MESSAGES.batchSubmitted(accepted));
      return accepted;
    },
    [sendOne],
  );

  const retry = useCallback(
    async (tempId: string) => {
      try {
        await retryTask(tempId);
        toast.success(MARKETING_MESSAGES.queued);
      } catch {
        toast.error(MARKETING_MESSAGES.hiccup);
      }
    },
    [retryTask],
  );

  return { ...tasks, generate, retry };
}
