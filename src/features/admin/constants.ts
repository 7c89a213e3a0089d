import type { PreSaleStatus, ProductionStatus } from '@/api/types';

/** Rows per page of the admin tables (the product table and the AI-task list). */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;
/** The image library loads this many images per page into its windowed list. */
export const LIBRARY_PAGE_SIZE = 100;
/** Height of one row of the windowed image library, in px. */
export const LIBRARY_ROW_HEIGHT = 72;
/** The overview counts failed AI tasks of the last day (from the newest records). */
export const FAILED_TASK_WINDOW_MS = 24 * 60 * 60 * 1000;
export const OVERVIEW_TASK_SAMPLE = 200;
/** Every function key the AI-task section lists. */
export const ALL_FUNCTION_KEYS = 'imageGeneration,imageChat,descImageGeneration,videoShowGeneration';
/** Search waits for the operator to stop typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 2 §4 production and pre-sale statuses; their labels are `admin.production.<n>` and `admin.preSale.<n>`. */
export const PRODUCTION_STATUSES = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly ProductionStatus[];
export const PRE_SALE_STATUSES = [0, 1, 2, 3, 5] as const satisfies readonly PreSaleStatus[];

/** Spec 1 §7.2: genImagesDescription asks for a short English title and a long Markdown description. */
export const describePrompt = (name: string, prompt: string) =>
  `Write a short English title and a long Markdown description for this design${name ? ` “${name}”` : ''}. ${prompt}`.trim();

/** Image source types of the contract (`ImageSourceType`), for the library's filter; labels `admin.type.<n>`. */
export const IMAGE_TYPES = [0, 1, 2, 3, 4, 5, 6, 9] as const;
export const IMAGE_NAME_MAX = 200;
export const IMAGE_PROMPT_MAX = 4000;

/** AI tasks: the running list refreshes itself this often (ms); the failed list on focus and retry. */
export const AI_TASK_POLL_MS = 5000;
/** The functions the AI-task table names in words (`adminTasks.function.<key>`); any other key shows as it is. */
export const FUNCTION_KEYS: readonly string[] = ALL_FUNCTION_KEYS.split(',');
/** Outfit templates: up to this many model images per template (spec 3: "Up to 3 model images per template tile"). */
export const TEMPLATE_MODELS_MAX = 3;
/** Outfit templates: how many of the category's library images the model picker offers. */
export const MODEL_PICKER_SIZE = 24;
