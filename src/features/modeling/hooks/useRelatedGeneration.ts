import { useEffect, useRef } from 'react';
import { useCreateDescImagesMutation } from '@/api/endpoints/generation';
import { DEFAULT_IMAGE_MODEL, type ImageModelValue } from '@/components/generator/rules';
import { useCreationSubmit, usePendingTasks } from '@/features/tasks';
import { useRecordResults } from '@/features/tasks';
import { toast } from '@/utils/toast';
import { MODELING_FUNCTION_KEY } from '../constants';
import { useModelingT } from '../i18n';
import { CreateFailedError, isCreateFailed, modelingMessages, retryProblem } from '../utils';

/** What a generation under a base image was submitted with (kept for Retry, spec 3 §4.1). */
export interface RelatedSubmit {
  image_id: number;
  prompt_id: number | null;
  prompt: string;
  images: string[];
  model: ImageModelValue;
}

export interface RelatedGenerationOptions {
  /** Spec 3 §9: the modeling cost is points × attached images (or the plain points). */
  attached?: number;
  /** Why Generate cannot be pressed now (no product yet, an upload running). */
  blockers?: readonly (string | false | null | undefined)[];
}

type RelatedTasks = ReturnType<typeof usePendingTasks<RelatedSubmit>>;

/**
 * Says each finished item once ('Image generated successfully', or why it failed) and calls `onFinished` when
 * something succeeded; what had already finished when the view opened is not announced again.
 */
function useAnnounceFinished(tasks: RelatedTasks, onFinished: () => void) {
  const t = useModelingT();
  const messages = modelingMessages(t);
  const results = useRecordResults(tasks.completed.map((item) => item.recordId));
  // Announce each finished item once.
  const seen = useRef<Set<string> | null>(null);
  // What had already finished when the view opened is not announced again.
  seen.current ??= new Set([
    ...tasks.completed.map((item) => `done:${item.tempId}`),
    ...tasks.items.map((item) => `failed:${item.tempId}:${item.recordId ?? ''}:${item.reason ?? ''}`),
  ]);
  const latest = useRef(onFinished);
  useEffect(() => {
    latest.current = onFinished;
  });
  const doneIds = tasks.completed.map((item) => item.tempId).join();
  const failedIds = tasks.items
    .filter((item) => item.phase === 'failure' || item.phase === 'cancel')
    .map((item) => `${item.tempId}:${item.recordId ?? ''}:${item.reason ?? ''}`)
    .join();
  useEffect(() => {
    const announced = seen.current ?? new Set<string>();
    let finished = false;
    tasks.completed.forEach((item, index) => {
      const key = `done:${item.tempId}`;
      if (announced.has(key)) return;
      announced.add(key);
      finished = true;
      // A success without any picture is still a failed generation (spec 3 §8 'Image generation failed').
      if (results[index]?.length === 0) toast.error(t('modeling.msg.imageGenerationFailed'));
      else toast.success(t('modeling.msg.imageGenerated'));
    });
    for (const item of tasks.items) {
      if (item.phase !== 'failure' && item.phase !== 'cancel') continue;
      const key = `failed:${item.tempId}:${item.recordId ?? ''}:${item.reason ?? ''}`;
      if (announced.has(key)) continue;
      announced.add(key);
      toast.error(messages.generationFailed(item.reason));
    }
    if (finished) latest.current();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the id lists say when something changed
  }, [doneIds, failedIds]);
}

/** Retry by spec 3 §5: refused with the reason when the task cannot be submitted again, else submitted anew. */
function useRelatedRetry(tasks: RelatedTasks) {
  const t = useModelingT();
  const messages = modelingMessages(t);
  return async (tempId: string) => {
    const item = tasks.items.find((candidate) => candidate.tempId === tempId);
    const problem = retryProblem(
      {
        task: item?.submit,
        prompt: item?.submit?.prompt,
        baseImageId: item?.submit?.image_id,
      },
      t,
    );
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const recordId = await tasks.retry(tempId);
      if (!recordId) toast.error(t('modeling.msg.retryNoRecord'));
      else toast.success(t('modeling.msg.retrySubmitted'));
    } catch (error) {
      toast.error(
        isCreateFailed(error)
          ? t('modeling.msg.retryNoRecord')
          : messages.retryFailed((error as { message?: string })?.message),
      );
    }
  };
}

/**
 * Generations under one base image (the modeling panel and the photoset's Generate): submitted through
 * the creation submit (credits, 'Failed to submit generation task'), a pending item per submission
 * polled by the task engine; success refreshes the base image's related images and says 'Image
 * generated successfully', failure 'Generation failed: {reason}'. Retry follows spec 3 §5.
 */
export function useRelatedGeneration(
  scope: string,
  onFinished: () => void,
  { attached = 0, blockers }: RelatedGenerationOptions = {},
) {
  const t = useModelingT();
  const [create] = useCreateDescImagesMutation();
  const tasks = usePendingTasks<RelatedSubmit>(scope, {
    // Spec 3 §4.1: modeling's default failure reason ('Unknown error').
    fallbackReason: t('modeling.msg.unknownError'),
    label: t('modeling.taskLabel'),
    submit: async (data) => {
      const created = await create([{ ...data, model: data.model ?? DEFAULT_IMAGE_MODEL }]).unwrap();
      const recordId = created.tasks[0]?.record_id;
      if (!recordId) throw new CreateFailedError(t);
      return recordId;
    },
  });

  useAnnounceFinished(tasks, onFinished);

  const creation = useCreationSubmit<RelatedSubmit, string>({
    functionKey: MODELING_FUNCTION_KEY,
    cost: { multiplier: attached },
    send: tasks.submit,
    prompt: (input) => input.prompt,
    failure: (error) =>
      isCreateFailed(error) ? t('modeling.msg.createFailed') : t('modeling.msg.submitFailed'),
    blockers,
  });

  const retry = useRelatedRetry(tasks);

  return {
    items: tasks.items,
    completed: tasks.completed,
    creation,
    retry,
    restore: tasks.restore,
    clear: tasks.clear,
  };
}
