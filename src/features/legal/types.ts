/** One block of policy text. Strings may contain `{email}`, shown as the configured support address. */
export type PolicyBlock = string | { list: readonly string[] };

export interface PolicySection {
  /** Anchor of the heading (`/terms#refunds`); stable, since links point at it. */
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  heading: string;
  items: readonly FaqItem[];
}

/** The six policy pages, by their route (spec 3 §2.10). */
export type PolicyId = 'terms' | 'privacy' | 'dmca' | 'subscription' | 'return' | 'contact';

/**
 * A policy page as data: the layout (PolicyPage) renders any of them the same way. The texts are English in every
 * language; the page's name (`legal.title.<id>`) is chrome, in the catalog.
 */
export interface PolicyDocument {
  id: PolicyId;
  /** ISO date of the last update. */
  updated: string;
  intro: readonly PolicyBlock[];
  sections: readonly PolicySection[];
  /** Contact Us only: the FAQ accordions, in groups. */
  faq?: readonly FaqGroup[];
}
