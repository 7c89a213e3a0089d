import { startImageDetailRequest } from '@/features/image-detail/earlyRequest';
import { acceptLanguage } from '@/hooks/useLanguage';

/**
 * What index.html's inline script runs before the app's JS, in builds with the real backend (scripts/firstPaint.ts;
 * docs/architecture.md "First paint"): Explore's static first page, and the first request of the screens whose
 * largest paint waits for one (the app's transport takes the answer over, src/api/earlyRequests.ts).
 */
export { runStaticFirstPage } from '@/features/explore/staticFirstPage';

export function startScreenRequests(): void {
  startImageDetailRequest(window.location, acceptLanguage());
}
