import { useCallback } from 'react';
import { useCreateDescImageMutation, type DescImageArgs } from '@/api/endpoints/generation';
import type { ImageDetail, PromptTemplate } from '@/api/types';
import { DEFAULT_IMAGE_MODEL, GENERATOR_MESSAGES, type ImageModelValue } from '@/components/generator/rules';
import { useCreationSubmit, usePendingTasks } from '@/features/tasks';
import { MARKETING_UNKNOWN_REASON } from '@/features/video';
import { useForm } from '@/hooks/useForm';
import { useHandedPrompt } from '@/hooks/useHandedPrompt';
import { toast } from '@/utils/toast';
import { TEMPLATE_SUBMIT_SPACING_MS } from '../constants';
import { marketingT as t } from '../i18n';

/** What one image submission sends (kept for 'Retry'). */
export type ImageSubmit = DescImageArgs;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 3 §9: several templates are submitted 1 s apart; resolves with how many were accepted and the
 * first failure. `sleep` is injectable so the spacing can be checked on a mock clock.
 */
export async function submitSpaced<T>(
  items: readonly T[],
  send: (item: T) => Promise<unknown>,
  sleep: (ms: number) => Promise<void> = wait,
  spacingMs: number = TEMPLATE_SUBMIT_SPACING_MS,
): Promise<{ accepted: number; failure?: unknown }> {
  let accepted = 0;
  let failure: unknown;
  for (const [index, item] of items.entries()) {
    if (index > 0) await sleep(spacingMs);
    try {
      await send(item);
      accepted += 1;
    } catch (error) {
      failure ??= error;
    }
  }
  return { accepted, failure };
}

/** A template's own prompt (its description), used when the prompt field is left empty. */
export const templateText = (template: PromptTemplate) =>
  (Array.isArray(template.description)
    ? template.description.join(' ')
    : (template.description ?? '')
  ).trim();

interface Values {
  prompt: string;
  model: ImageModelValue;
  /** Chosen template ids. */
  selected: number[];
}

export interface TemplateGenerationInput {
  image: ImageDetail;
  /** 0 Static (product show), 1 Try-On (sense show). */
  showType: 0 | 1;
  templates: readonly PromptTemplate[];
  /** Try-On's background, added to the prompt. */
  background: string;
  /** Spec 3 §5: the product needs a category and subcategory to generate ('Please select category and subcategory'). */
  categoryProblem: string | null;
  sleep?: (ms: number) => Promise<void>;
}

/** The tab's task-engine scope: one template's image generation per submission. */
function useTemplateTasks(scope: string, showType: TemplateGenerationInput['showType']) {
  const [create] = useCreateDescImageMutation();
  const submitOne = useCallback(
    async (data: ImageSubmit) => {
      const created = await create(data).unwrap();
      if (!created?.record_id) throw new Error(t('marketing.hiccup'));
      return created.record_id;
    },
    [create],
  );
  return usePendingTasks<ImageSubmit>(scope, {
    submit: submitOne,
    kind: 'image',
    label: t(showType === 1 ? 'marketing.taskTryOn' : 'marketing.taskStatic'),
    fallbackReason: MARKETING_UNKNOWN_REASON,
  });
}

/**
 * Static and Try-On (spec 3 §2.1, §5, §8, §9): the prompt form (useForm), the creation submit (credits,
 * 'Your image has entered the processing queue…', 'Successfully submitted {n} templates', 'Oops, there
 * was a little hiccup…') and the task-engine scope of the tab. Templates are sent 1 s apart.
 */
export function useTemplateGeneration(scope: string, input: TemplateGenerationInput) {
  const { image, showType, templates, background, categoryProblem, sleep } = input;
  const tasks = useTemplateTasks(scope, showType);

  const chosen = (ids: readonly number[]) => templates.filter((template) => ids.includes(template.prompt_id));

  const handedPrompt = useHandedPrompt();
  const form = useForm<Values>({
    initial: { prompt: handedPrompt, model: DEFAULT_IMAGE_MODEL, selected: [] },
    rules: {
      selected: (ids) => (ids.length ? undefined : GENERATOR_MESSAGES.needTemplate),
      // Spec 3 §5: a prompt of spaces only; an empty prompt takes each template's own, and needs one then.
      prompt: (value, values) => {
        if (value !== '' && !value.trim()) return GENERATOR_MESSAGES.promptEmpty;
        if (!value.trim() && chosen(values.selected).some((template) => !templateText(template)))
          return GENERATOR_MESSAGES.promptRequired;
        return undefined;
      },
    },
    onSubmit: async ({ prompt, model, selected }) => {
      const list = chosen(selected).map((template) => {
        const text = prompt.trim() || templateText(template);
        return {
          image_id: image.image_id,
          prompt_id: template.prompt_id,
          model,
          prompt: showType === 1 ? `${text}. Background: ${background}` : text,
          images: [image.path],
          showType,
        };
      });
      await creation.submit(list);
    },
  });

  const creation = useCreationSubmit<ImageSubmit[], number>({
    functionKey: 'descImageGeneration',
    // Spec 3 §9: points × selected templates.
    cost: { multiplier: form.values.selected.length },
    send: async (list) => {
      const { accepted, failure } = await submitSpaced(list, tasks.submit, sleep);
      if (accepted === 0) throw failure;
      // Some templates went through: the others are said apart from the batch's success.
      if (failure) toast.error(t('marketing.hiccup'));
      return accepted;
    },
    success: (accepted, list) =>
      list.length > 1
        ? [t('marketing.queued'), t('marketing.batchSubmitted', { count: accepted })]
        : t('marketing.queued'),
    failure: t('marketing.hiccup'),
    blockers: [categoryProblem],
    // The typed prompt, not the template text or the background sentence the request carries.
    prompt: () => form.values.prompt,
  });

  const retry = useCallback(
    async (tempId: string) => {
      try {
        await tasks.retry(tempId);
        toast.success(t('marketing.queued'));
      } catch {
        toast.error(t('marketing.hiccup'));
      }
    },
    [tasks],
  );

  return { tasks, form, creation, retry };
}
