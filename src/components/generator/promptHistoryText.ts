/** What the prompt history says (issue 29 §4). */
export const PROMPT_HISTORY_TEXT = {
  button: 'Recent prompts',
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
