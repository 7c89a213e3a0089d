/** What the prompt history's popover and stars say (issue 29 §4); the button's name is beside the button. */
export const PROMPT_HISTORY_TEXT = {
  search: 'Search prompts',
  starred: 'Starred',
  recent: 'Recent',
  empty:
    'The prompts you generate with appear here, newest first. Star a prompt of a finished generation to keep it.',
  noMatch: (query: string) => `No prompt matches “${query}”.`,
  star: (text: string) => `Star “${text}”`,
  unstar: (text: string) => `Unstar “${text}”`,
  remove: (text: string) => `Remove “${text}”`,
  starRecord: 'Star prompt',
  unstarRecord: 'Unstar prompt',
  starRecordHint: 'Star this prompt to reuse it from the prompt field',
  unstarRecordHint: 'Unstar this prompt',
} as const;
