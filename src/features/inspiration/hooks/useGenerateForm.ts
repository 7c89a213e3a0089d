import { useCreateImageGenerationMutation } from '@/api/endpoints/generation';
import type { AspectRatio, ImageGenerationRequest } from '@/api/types';
import { GENERATOR_MESSAGES, PROMPT_MAX_LENGTH } from '@/components/generator/rules';
import { TASK_SCOPES, useCreationSubmit, usePendingTasks } from '@/features/tasks';
import { useCategoryChoice } from '@/hooks/useCategoryChoice';
import { useDraftForm } from '@/hooks/useDraftForm';
import { paths } from '@/utils/paths';
import { DEFAULT_RATIO, GENERATE_COST_FALLBACK } from '../constants';
import { useInspirationT } from '../i18n';
import type { Prefill } from '../utils';
import { useReferenceUpload } from './useReferenceUpload';

/** What a pending item keeps: the request plus what the placeholder shows. */
type Submitted = ImageGenerationRequest & { function_key: 'imageGeneration' };

/** The form's draft (useDraftForm): prompt, ratio, category and attributes. */
export const INSPIRATION_DRAFT_KEY = 'inspiration';

interface Values {
  prompt: string;
  ar: AspectRatio;
  childId: number | null;
  attributes: Record<string, string>;
}

type Reference = ReturnType<typeof useReferenceUpload>['references'][number];

/** The form's task-engine scope: one image generation per submission. */
function useInspirationTasks() {
  const t = useInspirationT();
  const [create] = useCreateImageGenerationMutation();
  return usePendingTasks<Submitted>(TASK_SCOPES.inspiration, {
    label: t('inspiration.taskLabel'),
    submit: async ({ function_key: _key, ...body }) => (await create(body).unwrap()).record_id,
  });
}

/** A link that fills the form (ReCreate, sign-in's and payment's way back) wins over the kept draft. */
const isFromLink = (prefill: Prefill) =>
  Boolean(prefill.prompt || prefill.ar || prefill.categoryChildId || prefill.references.length);

/** What Generate sends for valid values: the attributes given a value, the references' ids. */
function requestOf({ prompt, ar, childId, attributes }: Values, references: readonly Reference[]): Submitted {
  const chosen = Object.entries(attributes)
    .filter(([, value]) => value)
    .map(([name, value]) => ({ name, value }));
  return {
    prompt: prompt.trim(),
    ar,
    image_ids: references.map((reference) => reference.image_id),
    category_id: childId as number,
    ...(chosen.length ? { attributes: chosen } : {}),
    function_key: 'imageGeneration',
  };
}

/** The form as it is, as a link (spec 2 §2 query parameters): where sign-in and /payment come back to. */
const formLink = (values: Values, references: readonly Reference[]) =>
  paths.inspiration({
    prompt: values.prompt,
    ar: values.ar,
    category_child_id: values.childId,
    image_id: references[0]?.image_id,
    url: references[0]?.path,
  });

/** State (useForm), validation (spec 2 §5) and the creation submit of the generation form. */
export function useGenerateForm(prefill: Prefill, onSubmitted?: () => void) {
  const t = useInspirationT();
  const tasks = useInspirationTasks();

  // The first picture's shape sets the ratio (read later, when the form exists).
  const upload = useReferenceUpload(prefill.references, (ratio) => form.setValue('ar', ratio), {
    readInitialRatio: prefill.ar === null,
  });
  // Kept in this tab's session storage, so a trip to /payment for credits (or Back from it), a reload or another
  // screen finds the form as it was; a link that fills it (ReCreate, sign-in's and payment's way back) wins.
  const fromLink = isFromLink(prefill);
  const form = useDraftForm<Values>(
    INSPIRATION_DRAFT_KEY,
    {
      initial: {
        prompt: prefill.prompt.slice(0, PROMPT_MAX_LENGTH),
        ar: prefill.ar ?? DEFAULT_RATIO,
        childId: prefill.categoryChildId,
        attributes: {},
      },
      rules: {
        childId: (id) => (id ? undefined : GENERATOR_MESSAGES.needCategory),
        prompt: (value) => {
          if (value.length > PROMPT_MAX_LENGTH) return GENERATOR_MESSAGES.promptTooLong;
          return !value.trim() && upload.references.length === 0
            ? t('inspiration.needPromptOrPicture')
            : undefined;
        },
      },
      onSubmit: async (valid) => {
        const recordId = await creation.submit(requestOf(valid, upload.references));
        if (recordId) onSubmitted?.();
      },
    },
    { restore: !fromLink },
  );
  const { values, setValue, setValues } = form;

  const category = useCategoryChoice(prefill.categoryChildId, undefined, {
    childId: values.childId,
    // A new type has other attributes.
    onChild: (id) => setValues({ childId: id, attributes: {} }),
  });

  const creation = useCreationSubmit<Submitted, string>({
    functionKey: 'imageGeneration',
    cost: { fallback: GENERATE_COST_FALLBACK },
    send: (request) => tasks.submit(request),
    success: t('inspiration.submitted'),
    failure: t('inspiration.submitFailed'),
    prompt: (request) => request.prompt,
    // Said while reference pictures are still uploading (Generate waits for them).
    blockers: [upload.uploading > 0 && t('inspiration.uploadingReason')],
    // Sign-in comes back to the form as it is (spec 2 §2 query parameters).
    returnTo: () => formLink(values, upload.references),
  });

  /** Visitors are asked to sign in first (spec 2 §6); then the form validates and submits. */
  const generate = () => {
    if (creation.requireSignIn(t('inspiration.generate'))) void form.handleSubmit();
  };
  /** A visitor's pick asks to sign in the same way, instead of uploading into a redirect. */
  const addReferences = (files: File[]) => {
    if (creation.requireSignIn(t('inspiration.uploadReferences'))) void upload.add(files);
  };

  return {
    form,
    category,
    upload,
    addReferences,
    canPick: () => creation.requireSignIn(t('inspiration.uploadReferences')),
    setAttribute: (name: string, value: string) =>
      setValue('attributes', { ...values.attributes, [name]: value }),
    creation,
    generate,
  };
}
