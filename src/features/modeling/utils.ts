import type { CategoryName, PromptTemplate } from '@/api/types';
import { PHOTOSET_SIZE } from './constants';
import { modelingT, type ModelingTranslate } from './i18n';

/** A style tag of the gallery's tag bar: the name shown and the category name the template call takes. */
export interface StyleTag {
  label: string;
  categoryName: string;
}

/** Spec 3 §7: the prefix 'Model-' or 'Models-' stripped for display, the first entry dropped. */
export function styleTags(names: readonly CategoryName[]): StyleTag[] {
  return names.slice(1).map((entry) => ({
    label: entry.name.replace(/^Models?-/, ''),
    categoryName: entry.name,
  }));
}

export { tileModels } from './constants';

/** The ReStyle target's ids: the first model image and the template (spec 3 §2.6). */
export function restyleIds(template: PromptTemplate): { image_id: number; prompt_id: number } | null {
  const imageId = template.models[0]?.image_id;
  return typeof imageId === 'number' ? { image_id: imageId, prompt_id: template.prompt_id } : null;
}

/** Spec 3 §9: points per feature × attached images, or the plain points without any. */
export const modelingCost = (points: number, attached: number) => points * Math.max(1, attached);

/** A template's prompt descriptions as a list (the description is a string or a list of strings). */
export function descriptionsOf(template: Pick<PromptTemplate, 'description'> | null | undefined): string[] {
  const value = template?.description;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.map((item) => item.trim()).filter(Boolean);
}

/** Spec 3 §5 Generate outfit rules, in order; null when the outfit may be generated. */
export function outfitProblem(
  input: {
    imageId: string | number | null | undefined;
    clothing: readonly string[];
    descriptions: readonly string[];
  },
  t: ModelingTranslate = modelingT,
): string | null {
  const id = input.imageId === null || input.imageId === undefined ? '' : String(input.imageId).trim();
  if (!id) return t('modeling.msg.missingImageId');
  if (input.clothing.length === 0) return t('modeling.msg.uploadAtLeastOne');
  if (/^(temp_|placeholder_)/.test(id)) return t('modeling.msg.invalidImageId');
  if (input.descriptions.length === 0) return t('modeling.msg.missingDescription');
  return null;
}

/** Spec 3 §5 retry rules for a photoset image; null when it may be retried. */
export function retryProblem(
  input: {
    task: unknown;
    prompt: string | null | undefined;
    baseImageId: number | null | undefined;
  },
  t: ModelingTranslate = modelingT,
): string | null {
  if (!input.task) return t('modeling.msg.noTaskToRetry');
  if (!input.prompt?.trim()) return t('modeling.msg.missingPrompt');
  if (!input.baseImageId) return t('modeling.msg.missingBaseImage');
  return null;
}

/** Spec 3 §8 Modeling: the messages whose reason has a default ('Image not found', …). */
export const modelingMessages = (t: ModelingTranslate = modelingT) => ({
  loadImageFailed: (reason?: string | null) =>
    t('modeling.msg.loadImageFailed', { reason: reason || t('modeling.msg.imageNotFound') }),
  generationFailed: (reason?: string | null) =>
    t('modeling.msg.generationFailed', { reason: reason || t('modeling.msg.generationFailedDefault') }),
  retryFailed: (reason?: string | null) =>
    t('modeling.msg.retryFailed', { reason: reason || t('modeling.msg.unknownError') }),
  submitted: (count: number) => t('modeling.msg.submitted', { count }),
});

/** Spec 3 §9: the default outfit-fitting prompt — Chinese in 中文, its English meaning in English. */
export const defaultOutfitPrompt = (t: ModelingTranslate = modelingT) => t('modeling.defaultOutfitPrompt');

/** 'Failed to create images, please try again' thrown by a submit whose answer has no task (told apart below). */
export class CreateFailedError extends Error {
  constructor(t: ModelingTranslate = modelingT) {
    super(t('modeling.msg.createFailed'));
    this.name = 'CreateFailedError';
  }
}
export const isCreateFailed = (error: unknown) => error instanceof CreateFailedError;

/**
 * Spec 3 §4.3: the photoset's tasks are made for the historical images except the first, with the
 * chosen prompt or the default one; the images are taken in turn until the photoset has 12.
 */
export function photosetTargets(historyImageIds: readonly number[], size = PHOTOSET_SIZE): number[] | null {
  const looks = historyImageIds.slice(1);
  if (looks.length === 0) return null;
  return Array.from({ length: size }, (_, index) => looks[index % looks.length]);
}

/** One photo of a batch: a finished task's result, or a placeholder while it runs. */
export interface BatchPhoto {
  key: string;
  recordId: string;
  imageId: number | null;
  path: string | null;
  prompt: string;
  /** The image the task was made from. */
  baseImageId: number | null;
  running: boolean;
}

/**
 * Spec 3 §4.1 / §4.3: a batch as photos — finished tasks give their results, running ones a
 * placeholder each, failed or cancelled ones drop out.
 */
export function batchPhotos(
  tasks: readonly {
    record: {
      record_id: string;
      result: readonly { image_id: number; path: string }[];
      params: { prompt?: string | null; image_id?: number | null };
    };
    status: string;
  }[],
): BatchPhoto[] {
  return tasks.flatMap(({ record, status }): BatchPhoto[] => {
    const base = {
      recordId: record.record_id,
      prompt: record.params.prompt ?? '',
      baseImageId: record.params.image_id ?? null,
    };
    if (status === 'success')
      return record.result.map((result) => ({
        ...base,
        key: `${record.record_id}:${result.image_id}`,
        imageId: result.image_id,
        path: result.path,
        running: false,
      }));
    if (status === 'failure' || status === 'cancel') return [];
    return [{ ...base, key: record.record_id, imageId: null, path: null, running: true }];
  });
}

/**
 * The clothing an outfit batch was made with (its first task's pictures), as the upload list shows it. The tasks
 * keep only paths: the ids are stand-ins, unique in the list, never sent.
 */
export function outfitClothing(
  tasks: readonly { record: { params: { images?: readonly string[] | null } } }[],
): { image_id: number; path: string }[] {
  const paths = tasks[0]?.record.params.images ?? [];
  return paths.map((path, index) => ({ image_id: -(index + 1), path }));
}
