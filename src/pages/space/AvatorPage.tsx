import type { ScreenPrefetch } from '@/app/router';
import { prefetchTemplates, TemplatesGallery } from '@/features/modeling';

/** Before the first render (src/app/router.tsx `loadFirstScreen`): the gallery's first page and its styles. */
export const prefetch: ScreenPrefetch = (dispatch) => Promise.all(prefetchTemplates(dispatch));

/** Spec 3 §2.6 `/space/avator`: the Fashion Style templates gallery (public). */
export default function AvatorPage() {
  return <TemplatesGallery />;
}
