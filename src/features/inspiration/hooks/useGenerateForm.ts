import { useState } from 'react';
import { useCreateImageGenerationMutation } from '@/api/endpoints/generation';
import type { AspectRatio, ImageGenerationRequest } from '@/api/types';
import { GENERATOR_MESSAGES, PROMPT_MAX_LENGTH } from '@/components/generator/rules';
import { TASK_SCOPES, usePendingTasks } from '@/features/tasks';
import { useCategoryChoice } from '@/hooks/useCategoryChoice';
import { isNotEnoughCredits, useGenerateCost } from '@/hooks/useGenerateCost';
import { isSignedIn } from '@/utils/cookies';
import { toast } from '@/utils/toast';
import { DEFAULT_RATIO, GENERATE_COST_FALLBACK, MESSAGES } from '../constants';
import type { Prefill } from '../utils';
import { useReferenceUpload } from './useReferenceUpload';

export interface FormErrors {
  category?: string;
  content?: string;
}

/** What a pending item keeps: the request plus what the placeholder shows. */
type Submitted = ImageGenerationRequest & { function_key: 'imageGeneration' };

/** State, validation (spec 2 §5) and submission of the generation form. */
export function useGenerateForm(prefill: Prefill, onSubmitted?: () => void) {
  const [prompt, setPrompt] = useState(prefill.prompt.slice(0, PROMPT_MAX_LENGTH));
  const [ar, setAr] = useState<AspectRatio>(prefill.ar ?? DEFAULT_RATIO);
  const [attributes, setAttributes] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [creditProblem, setCreditProblem] = useState<string | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  const category = useCategoryChoice(prefill.categoryChildId);
  const upload = useReferenceUpload(prefill.references, setAr);
  const { cost } = useGenerateCost('imageGeneration', { fallback: GENERATE_COST_FALLBACK });
  const [create, { isLoading }] = useCreateImageGenerationMutation();
  const tasks = usePendingTasks<Submitted>(TASK_SCOPES.inspiration, {
    label: 'Image generation',
    submit: async ({ function_key: _key, ...body }) => (await create(body).unwrap()).record_id,
  });

  const validate = (): FormErrors => {
    const found: FormErrors = {};
    if (!category.childId) found.category = GENERATOR_MESSAGES.needCategory;
    if (!prompt.trim() && upload.references.length === 0) found.content = MESSAGES.needPromptOrPicture;
    else if (prompt.length > PROMPT_MAX_LENGTH) found.content = GENERATOR_MESSAGES.promptTooLong;
    return found;
  };

  const generate = async () => {
    if (!isSignedIn()) {
      setAskSignIn(true);
      return;
    }
    const found = validate();
    setErrors(found);
    setCreditProblem(null);
    if (found.category || found.content || !category.childId) return;
    const chosen = Object.entries(attributes)
      .filter(([, value]) => value)
      .map(([name, value]) => ({ name, value }));
    try {
      await tasks.submit({
        prompt: prompt.trim(),
        ar,
        image_ids: upload.references.map((reference) => reference.image_id),
        category_id: category.childId,
        ...(chosen.length ? { attributes: chosen } : {}),
        function_key: 'imageGeneration',
      });
      toast.success(MESSAGES.submitted);
      onSubmitted?.();
    } catch (error) {
      if (isNotEnoughCredits(error)) setCreditProblem((error as { message: string }).message);
      else toast.error(MESSAGES.submitFailed);
    }
  };

  const setAttribute = (name: string, value: string) =>
    setAttributes((current) => ({ ...current, [name]: value }));
  const changePrompt = (value: string) => {
    setPrompt(value.slice(0, PROMPT_MAX_LENGTH));
    if (errors.content) setErrors((current) => ({ ...current, content: undefined }));
  };
  const chooseChild = (id: number) => {
    category.chooseChild(id);
    setAttributes({});
    setErrors((current) => ({ ...current, category: undefined }));
  };

  return {
    prompt,
    changePrompt,
    ar,
    setAr,
    attributes,
    setAttribute,
    category: { ...category, chooseChild },
    upload,
    cost,
    errors,
    creditProblem,
    askSignIn,
    closeSignIn: () => setAskSignIn(false),
    generate,
    isSubmitting: isLoading,
  };
}
