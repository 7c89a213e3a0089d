import type { TagType } from '../baseApi';

/**
 * The cache-tag policy of lists that several screens read (cache tags: docs/architecture.md "Data flow"): every
 * template list — Fashion Style's gallery (`/global/promptList`), the fashion factory's and the admin's
 * style templates (`/global/getModelsPromptList`), marketing's groups and video effects
 * (`/category/promptList`) — provides `Template/LIST` plus one tag per template, so saving any template
 * refreshes every list that may show it, whichever screen saved it. Category lists (the tree, the names)
 * provide `Category/LIST`; a category change also refreshes the template lists (they filter by it).
 */
export const TEMPLATE_LIST = { type: 'Template', id: 'LIST' } as const satisfies {
  type: TagType;
  id: string;
};
export const CATEGORY_LIST = { type: 'Category', id: 'LIST' } as const satisfies {
  type: TagType;
  id: string;
};

export const templateTags = (templates: readonly { prompt_id: number }[] | undefined) => [
  TEMPLATE_LIST,
  ...(templates ?? []).map((template) => ({ type: 'Template' as const, id: template.prompt_id })),
];

/** What a saved or deleted template invalidates. */
export const TEMPLATE_CHANGED = [TEMPLATE_LIST];
/** What a saved or deleted category (or attribute) invalidates. */
export const CATEGORY_CHANGED = [CATEGORY_LIST, TEMPLATE_LIST];
