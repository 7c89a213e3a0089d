/**
 * The tab's title has two writers: the page shown (its own title) and the task notices (the count of finished
 * items, '(2) Atelier'). Both go through here so neither overwrites the other: a screen change keeps the count,
 * and a count keeps the page's title.
 */
const COUNT_PREFIX = /^\(\d+\) /;
let count = 0;

/** The title without the count. */
export const pageTitle = (): string => document.title.replace(COUNT_PREFIX, '');

const compose = (title: string) => (count > 0 ? `(${count}) ${title}` : title);

/** Sets the page's own title; the count, if any, stays in front of it. */
export function setPageTitle(title: string) {
  document.title = compose(title.replace(COUNT_PREFIX, ''));
}

/** Sets the count in front of the title (0 takes it away). */
export function setTitleCount(next: number) {
  const title = pageTitle();
  count = Math.max(0, next);
  document.title = compose(title);
}
