import { startImageDetailRequest } from '@/features/image-detail/earlyRequest';
import { startTemplatesRequest } from '@/features/modeling/earlyRequest';
import { acceptLanguage } from '@/hooks/useLanguage';
import { prerenderedScreenShown } from '@/utils/prerenderedScreen';
import { whenParsed } from '@/utils/schedule';

/**
 * What index.html's inline script runs before the app's JS, in builds with the real backend (scripts/firstPaint.ts;
 * docs/architecture.md "First paint"): Explore's static first page, and the first request of the screens whose
 * largest paint waits for one (the app's transport takes the answer over, src/api/earlyRequests.ts).
 */
import { runStaticFirstPage as runExploreFirstPage } from '@/features/explore/staticFirstPage';

/** The cap on waiting for a prerendered screen's first paint (a background tab paints nothing). */
export const FIRST_PAINT_CAP_MS = 1000;

/** Once the page has painted its content (paint timing), or FIRST_PAINT_CAP_MS after it is parsed. */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(run, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the cap decides.
  }
  whenParsed(() => setTimeout(run, FIRST_PAINT_CAP_MS));
}

declare global {
  interface Window {
    /** Set by index.html's route preload script on a prerendered screen: adds the screen's modulepreloads. */
    atelierRoutePreloads?: () => void;
  }
}

/**
 * Explore's static first page; on a prerendered screen (dist/<route>.html, docs/decisions/0007, `fp-screen` shown),
 * the app's JS and the screen's chunks once the screen in the HTML has been painted, so on a slow connection the
 * page's own bytes are not shared with 200 KB of JS before the first paint.
 */
export function runStaticFirstPage(startApp: () => void): void {
  if (!prerenderedScreenShown()) return runExploreFirstPage(startApp);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp();
    window.atelierRoutePreloads?.();
  };
  // A screen whose largest paint is a picture the script puts in (image detail, the templates gallery) has the
  // connection to itself until that picture is painted, as Explore's first page does: SCREEN_PICTURE_CAP_MS at most.
  afterFirstPaint(() => {
    if (!screenPicture) return start();
    void screenPicture.then(start);
    setTimeout(start, SCREEN_PICTURE_CAP_MS);
  });
}

/** Longest the app's JS waits for a prerendered screen's early picture (as Explore's STATIC_FIRST_PAGE_CAP_MS). */
export const SCREEN_PICTURE_CAP_MS = 3000;

/** The early picture a screen's first request puts into its prerendered screen: painted, or none to wait for. */
let screenPicture: Promise<void> | undefined;

export function startScreenRequests(): void {
  const language = acceptLanguage();
  screenPicture =
    startImageDetailRequest(window.location, language) ?? startTemplatesRequest(window.location, language);
}
