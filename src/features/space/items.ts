import type { GalleryImage, InspirationItem } from '@/api/types';

/** One card of the personal space, whichever list it comes from. */
export type SpaceItem =
  | {
      kind: 'image';
      key: string;
      path: string;
      thumb: string;
      title: string;
      video: false;
      image: GalleryImage;
    }
  | {
      kind: 'collection';
      key: string;
      path: string;
      thumb: string;
      title: string;
      video: boolean;
      item: InspirationItem;
    };

export function imageItem(image: GalleryImage): SpaceItem {
  const title = image.name?.trim() || image.prompt?.trim() || `Image ${image.image_id}`;
  return {
    kind: 'image',
    key: String(image.image_id),
    path: image.path,
    thumb: image.path,
    title,
    video: false,
    image,
  };
}

export function collectionItem(item: InspirationItem): SpaceItem {
  const video = item.type === 'video';
  return {
    kind: 'collection',
    key: String(item.id),
    path: item.path,
    // A video's card shows its parent picture: a still is far lighter than a player per card.
    thumb: video ? item.parent_path || item.path : item.path,
    title: `${video ? 'Video' : 'Image'} ${item.image_id ?? item.id}`,
    video,
    item,
  };
}
