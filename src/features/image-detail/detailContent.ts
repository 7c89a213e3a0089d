import type { ViewerMedia } from '@/components/FullscreenViewer';
import { imageUrl } from '@/utils/imageUrl';
import type { DetailImage } from './types';
import { detailT } from './i18n';

/** Spec 1 §2.4: the meta description is the first 160 characters of the prompt. */
export const META_DESCRIPTION_LENGTH = 160;
/** Spec 3 §9: 800 px for the main image (./mainPicture), 640 for gallery tiles; the viewer asks for a large one. */
export const GALLERY_IMAGE_WIDTH = 640;
export const VIEWER_IMAGE_WIDTH = 1600;

export interface ImageText {
  title: string;
  description: string;
}

/** The description arrives as an object, as its JSON text, or as plain Markdown (contract `GalleryImage.description`). */
export function parseDescription(value: DetailImage['description']): ImageText | null {
  if (!value) return null;
  if (typeof value === 'object')
    return value.title || value.description
      ? { title: value.title ?? '', description: value.description ?? '' }
      : null;
  const text = value.trim();
  if (!text) return null;
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as Partial<ImageText>;
      if (parsed && (parsed.title || parsed.description))
        return { title: parsed.title ?? '', description: parsed.description ?? '' };
    } catch {
      // Not JSON after all: it is Markdown that happens to start with a brace.
    }
  }
  return { title: '', description: text };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The description's Markdown without a first line that only repeats its title (`**Title**`, `# Title`): the title
 * is shown once, as the page's heading (issue 43 §4).
 */
export function withoutRepeatedTitle({ title, description }: ImageText): string {
  if (!title.trim()) return description;
  const repeated = new RegExp(
    `^\\s*(?:#{1,6}\\s*)?([*_]{0,3})\\s*${escapeRegExp(title.trim())}\\s*\\1\\s*(?:\\n|$)`,
    'i',
  );
  return description.replace(repeated, '').trimStart();
}

/** Spec 1 §2.4: page title from the description title or the category name. */
export function pageTitle(image: DetailImage): string {
  return (
    parseDescription(image.description)?.title ||
    image.category?.name ||
    image.name ||
    detailT('detail.title')
  );
}

export function metaDescription(image: DetailImage): string {
  const source = image.prompt || parseDescription(image.description)?.description || '';
  return source.slice(0, META_DESCRIPTION_LENGTH);
}

/** A gallery tile: what the viewer shows, plus the smaller picture of the tile. */
export interface GalleryMedia extends ViewerMedia {
  thumb: string;
}

/** Spec 1 §2.4: the gallery shows the videos first, then the images. */
export function galleryMedia(image: DetailImage): GalleryMedia[] {
  const poster = imageUrl(image.path, { width: GALLERY_IMAGE_WIDTH });
  const videos = [...(image.videos ?? [])];
  if (videos.length === 0 && image.video?.path) videos.push(image.video);
  const seenVideos = new Set<string>();
  const media: GalleryMedia[] = [];
  for (const video of videos) {
    if (!video.path || seenVideos.has(video.path)) continue;
    seenVideos.add(video.path);
    media.push({
      kind: 'video',
      src: video.path,
      thumb: poster,
      label: video.name || detailT('detail.video', { n: media.length + 1 }),
      poster,
    });
  }
  const descs = image.images_desc?.length ? image.images_desc : [{ path: image.path, name: image.name }];
  descs.forEach((desc, index) => {
    if (!desc.path) return;
    media.push({
      kind: 'image',
      src: imageUrl(desc.path, { width: VIEWER_IMAGE_WIDTH }),
      thumb: imageUrl(desc.path, { width: GALLERY_IMAGE_WIDTH }),
      label:
        desc.name || detailT('detail.imageN', { name: image.name || detailT('detail.image'), n: index + 1 }),
    });
  });
  return media;
}
