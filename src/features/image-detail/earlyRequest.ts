import { apiUrl, startEarlyGet } from '@/api/earlyRequests';
import type { ImageDetail } from '@/api/types';
import { earlyPicture, shownInScreen } from '@/utils/earlyPicture';
import { afterPaint, whenParsed } from '@/utils/schedule';
import { MAIN_PICTURE_STYLE, mainPictureUrl, pictureRatio } from './mainPicture';

/** The URL the page's query asks for an image: index.html's early request is the same, so the app takes it over. */
export const imageInfoUrl = (imageId: number) => apiUrl('/image/info', { image_id: imageId });

/**
 * In the prerendered loading screen (dist/image/detail.html, docs/decisions/0007), the main picture in the box the
 * page will give it: the loading card's placeholder becomes the <img>, with the page's own style and the answer's
 * aspect ratio; the text placeholders go (on a phone they sit below the picture and would move). Resolves once the
 * picture is painted, or at once when there is no such screen (another visitor, or the app has already replaced it).
 */
export function showEarlyPicture(image: Pick<ImageDetail, 'path' | 'width' | 'height'>): Promise<void> {
  // One placeholder per range of widths the screen was drawn for: the one this window shows.
  const [slot] = shownInScreen('[data-detail-picture]');
  if (!slot) return Promise.resolve();
  const { picture, loaded } = earlyPicture(mainPictureUrl(image.path), {
    ...MAIN_PICTURE_STYLE,
    aspectRatio: pictureRatio(image),
  });
  picture.decoding = 'async';
  slot.parentElement?.querySelector('[data-detail-side]')?.remove();
  slot.replaceWith(picture);
  return loaded.then(() => new Promise<void>((resolve) => afterPaint(resolve)));
}

/**
 * Run by index.html before the app's JS (src/app/headStart.ts): on `/image/detail?image_id=` asks for the image now
 * (the page's `useGetImageInfoQuery` takes the answer over, and its first render the image, `useEarlyData`) and,
 * once it is in, starts its main picture at high priority and shows it in the prerendered screen, so the page's
 * largest paint waits neither for the JS nor for the answer after it. Resolves once that picture is painted, or
 * when there is none to wait for.
 */
export function startImageDetailRequest(
  location: Pick<Location, 'pathname' | 'search'>,
  language: string,
): Promise<void> | undefined {
  if (!/^\/image\/detail\/?$/i.test(location.pathname)) return undefined;
  const raw = new URLSearchParams(location.search).get('image_id');
  // The page's own rule (useImageDetail): digits only; anything else is its not-found state, asked for nothing.
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  return startEarlyGet(imageInfoUrl(Number(raw)), language).then((data) => {
    const image = data as ImageDetail | null;
    if (typeof image?.path !== 'string' || !image.path) return undefined;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = mainPictureUrl(image.path);
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
    return new Promise<void>((resolve) => whenParsed(() => void showEarlyPicture(image).then(resolve)));
  });
}
