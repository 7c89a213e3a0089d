/**
 * Pieces of index.html's early scripts that fill a prerendered screen (#fp-screen, docs/decisions/0007) with the
 * first answer's pictures (src/features/image-detail/earlyRequest.ts, src/features/modeling/earlyRequest.ts).
 */

/** The screen's elements matching `selector` in the one range of widths this window shows. */
export function shownInScreen(selector: string): Element[] {
  return Array.from(document.querySelectorAll(`#fp-screen ${selector}`)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** A picture for the screen, in the page's own style, at high priority; `loaded` settles once it loaded or failed. */
export function earlyPicture(
  src: string,
  style: Partial<CSSStyleDeclaration>,
): { picture: HTMLImageElement; loaded: Promise<void> } {
  const picture = document.createElement('img');
  Object.assign(picture.style, style);
  picture.alt = '';
  picture.setAttribute('fetchpriority', 'high');
  const loaded = new Promise<void>((resolve) => {
    picture.onload = picture.onerror = () => resolve();
  });
  picture.src = src;
  return { picture, loaded };
}
