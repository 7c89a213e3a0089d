import type { AppShell } from '../.storybook/StoryShell';

/**
 * A screen's story parameters (issue 43 §8): the app's frame it renders in, and its docs page naming — and, where
 * the spec is published, linking — the spec section it implements. Set `STORYBOOK_SPEC_BASE_URL` (the folder
 * holding the spec's three Markdown files) when building Storybook to turn the references into links.
 */
const SPEC_FILES = {
  1: '1-shell-gallery-auth.md',
  2: '2-creation-production.md',
  3: '3-marketing-modeling-billing.md',
} as const;

const SPEC_BASE_URL = (import.meta.env.STORYBOOK_SPEC_BASE_URL as string | undefined)?.replace(/\/?$/, '/');

export interface SpecSection {
  /** Which of the spec's three documents. */
  doc: keyof typeof SPEC_FILES;
  /** The section's heading as the spec writes it, number included ('2.3 Explore (/)'). */
  heading: string;
}

/** GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces as dashes. */
export const headingAnchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

export function specReference({ doc, heading }: SpecSection): string {
  const label = `spec ${doc} — ${heading}`;
  return SPEC_BASE_URL
    ? `[${label}](${SPEC_BASE_URL}${SPEC_FILES[doc]}#${headingAnchor(heading)})`
    : `**${label}**`;
}

/** The parameters of a screen's stories: its frame and its docs page (what it is, and its spec section). */
export function screen(shell: AppShell | undefined, spec: SpecSection, summary: string) {
  return {
    appShell: shell,
    spec,
    docs: { description: { component: `${summary}\n\nSpecified in ${specReference(spec)}.` } },
  };
}

interface StoryLike {
  name?: string;
  parameters?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  play?: unknown;
}

/**
 * The same story pinned to 中文 (its own story, so its own visual baseline); name it at the call site
 * (`{ ...inChinese(Populated), name: 'Populated · 中文' }`, a literal the story index reads). Left out of the docs
 * page, where the stories share one page and one language setting.
 */
export function inChinese<S extends StoryLike>(story: S): S {
  return {
    ...story,
    globals: { ...story.globals, language: 'zh' },
    parameters: { ...story.parameters, docs: { disable: true } },
  };
}
