import type { Page } from '@playwright/test';

/**
 * Where a story's text does not fit (issue 30's pseudo-locale check): the page scrolling sideways, and any element
 * whose own text runs past its box — spilling out (overflow visible) or cut off without an ellipsis. A box that
 * scrolls, or ends its text with an ellipsis on purpose, is fine; so is a text inside `translate="no"` (content,
 * not interface).
 */
export function textOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 1) found.push(`the page scrolls sideways by ${sideways} px`);
    const own = (element: Element) =>
      !element.closest('.sb-wrapper, #storybook-docs, [translate="no"], [aria-hidden="true"]');
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement) || !own(element)) continue;
      const text = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!/[A-Za-z\u00c0-\u024f\u1e00-\u1eff]{2}/.test(text)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden')
        continue;
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      const box = element.getBoundingClientRect();
      // Nothing shown (or visually hidden for screen readers only: a 1 px box that clips on purpose).
      if (box.width <= 1 || box.height <= 1) continue;
      const over = element.scrollWidth - element.clientWidth;
      // Text that runs off the window is lost even when its own box is wide enough (a box wider than the screen),
      // unless a box around it scrolls sideways (a table, a strip of thumbnails): then it is a swipe away.
      const inScroller = (() => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
        }
        return false;
      })();
      const offScreen = inScroller ? 0 : Math.round(box.right - window.innerWidth);
      if (over <= 1 && offScreen <= 1) continue;
      const name = `<${element.tagName.toLowerCase()}${
        element.className && typeof element.className === 'string'
          ? ` class="${element.className
              .split(' ')
              .filter((c) => !c.startsWith('css-'))
              .slice(0, 3)
              .join(' ')}"`
          : ''
      }>`;
      found.push(
        `${name} "${text.slice(0, 60)}" ${over > 1 ? `overflows its box by ${over} px` : `runs ${offScreen} px off the screen`}`,
      );
    }
    return found;
  });
}
