import { generatorT, type GeneratorTranslate } from './i18n';

/** Spec 2 §5 / spec 3 §5 / §9: the rules and messages of the generation forms, shared by every screen. */
export const PROMPT_MAX_LENGTH = 800;

/** The forms' validation messages: getters over the catalog, read in the stored language when a rule runs. */
export const GENERATOR_MESSAGES = {
  /** Spec 3 §5: a required prompt that is missing. */
  get promptRequired() {
    return generatorT('generator.promptRequired');
  },
  /** Spec 3 §5: a prompt of spaces only. */
  get promptEmpty() {
    return generatorT('generator.promptEmpty');
  },
  get promptTooLong() {
    return generatorT('generator.promptTooLong', { max: PROMPT_MAX_LENGTH });
  },
  /** Spec 2 §5 (Inspiration): the child category is required. */
  get needCategory() {
    return generatorT('generator.needCategory');
  },
  /** Spec 3 §5: both category and subcategory, as numbers. */
  get needCategoryAndSub() {
    return generatorT('generator.needCategoryAndSub');
  },
  /** Spec 3 §5: image generation needs a template. */
  get needTemplate() {
    return generatorT('generator.needTemplate');
  },
};

/**
 * Spec 3 §5: a required prompt must be given ('Please enter a prompt') and non-empty after trimming
 * ('Prompt cannot be empty.'); every prompt is at most 800 characters. Null when fine.
 */
export function promptProblem(
  value: string,
  { required = true, maxLength = PROMPT_MAX_LENGTH }: { required?: boolean; maxLength?: number } = {},
): string | null {
  if (value.length > maxLength) return GENERATOR_MESSAGES.promptTooLong;
  if (!required) return null;
  if (value === '') return GENERATOR_MESSAGES.promptRequired;
  if (!value.trim()) return GENERATOR_MESSAGES.promptEmpty;
  return null;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Spec 3 §5: category and subcategory must both be numbers ('Please select category and subcategory');
 * spec 2 §5 (Inspiration) words the same rule 'Need to select category'.
 */
export function categoryProblem(
  parentId: unknown,
  childId: unknown,
  message: string = GENERATOR_MESSAGES.needCategoryAndSub,
): string | null {
  return isId(parentId) && isId(childId) ? null : message;
}

/** Spec 3 §9: the video model's cost label. */
export const VIDEO_COST_LABEL = '10+ credits';

/** The spec's fixed cost label (3 §9, '10+ credits'), with its catalog text. */
const FIXED_COSTS: Record<string, 'generator.videoCost'> = {
  [VIDEO_COST_LABEL]: 'generator.videoCost',
};

/**
 * Spec 3 §9: what Generate costs, in the language in use — a number of credits ('1 credit', '2 credits'; 中文
 * '1 积分'), or a fixed label through its catalog text ('10+ credits'; 中文 '10+ 积分').
 */
export const creditLabel = (cost: number | string, t: GeneratorTranslate) =>
  typeof cost === 'number'
    ? t('generator.credits', { count: cost })
    : cost in FIXED_COSTS
      ? t(FIXED_COSTS[cost])
      : cost;

/**
 * Spec 3 §9: the image models, one credit each (the spec quotes '1 credits'; shown with the plural rule as
 * '1 credit', like every other count); the default gemini-2.5-flash-image shown 'Gemini', the other gpt-image-1
 * shown 'GPT Image 1' — one label per model on every screen.
 */
export const IMAGE_MODELS = [
  { value: 'gemini-2.5-flash-image', label: 'Gemini', cost: 1 },
  { value: 'gpt-image-1', label: 'GPT Image 1', cost: 1 },
] as const;
export type ImageModelValue = (typeof IMAGE_MODELS)[number]['value'];
export const DEFAULT_IMAGE_MODEL: ImageModelValue = 'gemini-2.5-flash-image';
/** A stored value (a recipe's) that is one of the image models offered. */
export const isImageModel = (value: unknown): value is ImageModelValue =>
  IMAGE_MODELS.some((model) => model.value === value);
