import { imageSrcSet, imageUrl } from '@/utils/imageUrl';
import {
  EXPLORE_PAGE_SIZE,
  FEED_IMAGE_WIDTH,
  FEED_IMAGE_WIDTHS,
  STYLE_FILTER_TYPE,
  VIDEO_PLAY_SHARE,
} from './constants';
import type { GalleryImage, ImageDesc } from './types';

/** One Explore page as cached: the server's page, pinned items already placed (spec 1 §2.3). */
export interface GalleryPage {
  list: GalleryImage[];
  current: number;
  pageSize: number;
  total: number;
}

/** The fields of the server's page the feed reads (its `data`). */
export interface GalleryPageAnswer {
  list?: GalleryImage[] | null;
  current?: number;
  pageSize?: number;
  total: number;
}

/** What a feed card shows: the gallery item, with the main image's fields laid over it. */
export interface FeedItem {
  image: GalleryImage;
  key: string;
  name: string;
  path: string;
  videoPath?: string;
  width?: number;
  height?: number;
  isStyle: boolean;
}

function videoPathOf(video: ImageDesc['video'] | GalleryImage['video']): string | undefined {
  if (!video) return undefined;
  if (typeof video === 'string') return video || undefined;
  return video.path || undefined;
}

/** Spec 1 §2.3: the entry of images_desc flagged is_main supplies name, path, video, width and height. */
export function toFeedItem(image: GalleryImage): FeedItem {
  const main = image.images_desc?.find((desc) => Boolean(desc.is_main));
  return {
    image,
    key: String(image.image_id),
    name: main?.name || image.name || image.prompt?.slice(0, 80) || `Image ${image.image_id}`,
    path: main?.path || image.path,
    videoPath: videoPathOf(main?.video) ?? videoPathOf(image.video),
    width: main?.width || image.width,
    height: main?.height || image.height,
    isStyle: image.category?.filter_type === STYLE_FILTER_TYPE,
  };
}

/** Spec 1 §2.3: a non-zero numeric `sort` pins an item. */
export function isPinned(image: GalleryImage): boolean {
  const sort = Number(image.sort ?? 0);
  return Number.isFinite(sort) && sort !== 0;
}

/**
 * Spec 1 §2.3: pinned items of a page are inserted at random positions among that page's other items.
 * `random` returns [0, 1) and is injectable so tests can pin positions down.
 */
export function insertPinned<T extends GalleryImage>(
  page: readonly T[],
  random: () => number = Math.random,
): T[] {
  const result = page.filter((item) => !isPinned(item));
  for (const item of page.filter(isPinned)) {
    result.splice(Math.floor(random() * (result.length + 1)), 0, item);
  }
  return result;
}

/** The server's page as the feed caches it: pinned items placed, missing counters filled in. */
export function toGalleryPage(
  answer: GalleryPageAnswer,
  pageParam: number,
  random: () => number = Math.random,
): GalleryPage {
  return {
    list: insertPinned(answer.list ?? [], random),
    current: answer.current || pageParam,
    pageSize: answer.pageSize || EXPLORE_PAGE_SIZE,
    total: answer.total,
  };
}

/**
 * A card's picture: 640 px wide, with narrower copies for a narrow column when the card's width is known
 * (`width`, CSS px). The static first page asks for exactly these, so the app's cards find them cached.
 */
export function feedPicture(item: FeedItem, width?: number) {
  return {
    src: imageUrl(item.path, { width: FEED_IMAGE_WIDTH }),
    srcSet: width ? imageSrcSet(item.path, FEED_IMAGE_WIDTHS) : undefined,
    sizes: width ? `${Math.ceil(width)}px` : undefined,
  };
}

/** A stable hash of the id, so the same card always makes the same video decision. */
function hashId(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return (hash >>> 0) / 4294967296;
}

/** Spec 1 §2.3: about 90 % of the cards that have a video play it; deterministic per id. */
export function playsVideo(item: FeedItem): boolean {
  return Boolean(item.videoPath) && hashId(item.key) < VIDEO_PLAY_SHARE;
}

/** Appends a page, dropping items already in the feed (random order can repeat an item). */
export function appendUnique(list: readonly FeedItem[], page: readonly FeedItem[]): FeedItem[] {
  const seen = new Set(list.map((item) => item.key));
  return [...list, ...page.filter((item) => !seen.has(item.key) && seen.add(item.key))];
}
