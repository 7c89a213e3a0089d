const preloaded = new Set<string>();

/**
 * Starts fetching a picture that the next render will show (`<link rel="preload" as="image">`, high priority): a
 * route's loader calls it as soon as its answer names the picture, so the request waits neither for the screen's
 * chunk nor for the app's render. The `<img>` with the same URL is then served from the browser's memory cache.
 */
export function preloadImage(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
