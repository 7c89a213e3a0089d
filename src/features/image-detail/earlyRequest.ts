import { apiUrl, startEarlyGet } from '@/api/earlyRequests';
import { toNumberCode } from '@/api/envelopeCode';
import { mainPictureUrl } from './mainPicture';

/**
 * Run by index.html before the app's JS (src/app/headStart.ts): on `/image/detail?image_id=` asks for the image now
 * (the page's `useGetImageInfoQuery` takes the answer over) and, once it is in, starts its main picture at high
 * priority, so the page's largest paint does not wait for the JS, then the answer, then the picture in turn.
 */
export function startImageDetailRequest(location: Pick<Location, 'pathname' | 'search'>, language: string) {
  if (!/^\/image\/detail\/?$/i.test(location.pathname)) return;
  const raw = new URLSearchParams(location.search).get('image_id');
  // The page's own rule (useImageDetail): digits only; anything else is its not-found state, asked for nothing.
  if (!raw || !/^\d+$/.test(raw)) return;
  void startEarlyGet(apiUrl('/image/info', { image_id: Number(raw) }), language).then((answer) => {
    const envelope = answer as { code?: unknown; data?: { path?: unknown } | null } | null;
    const path = envelope && toNumberCode(envelope.code) === 0 ? envelope.data?.path : null;
    if (typeof path !== 'string' || !path) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = mainPictureUrl(path);
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  });
}
