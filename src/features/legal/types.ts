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

/** A policy page as data: the layout (PolicyPage) renders any of them the same way. */
export interface PolicyDocument {
  title: string;
  /** ISO date of the last update. */
  updated: string;
  intro: readonly PolicyBlock[];
  sections: readonly PolicySection[];
  /** Contact Us only: the FAQ accordions, in groups. */
  faq?: readonly FaqGroup[];
}
