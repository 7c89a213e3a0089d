import type { GalleryImage, InspirationItem } from '@/api/types';
import type { Translate } from '@/i18n';
import type { SpaceKey } from './i18n';

/** The space's translate, for the titles of pictures that have no name. */
type SpaceTranslate = Translate<SpaceKey>;

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
      /** Where its product stands (the Production tab), in words. */
      status?: string;
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

/** A product's production status in words (the Lab landing's words); a status this client does not know by number. */
export function productionStatusText(status: number, t: SpaceTranslate): string {
  return status >= 0 && status <= 6
    ? t(`space.status.${status}` as SpaceKey)
    : t('space.statusUnknown', { status });
}

export function imageItem(image: GalleryImage, t: SpaceTranslate, withStatus = false): SpaceItem {
  const title = image.name?.trim() || image.prompt?.trim() || t('space.image', { id: image.image_id });
  const status = image.product?.production_status;
  return {
    ...(withStatus && typeof status === 'number' ? { status: productionStatusText(status, t) } : {}),
    kind: 'image',
    key: String(image.image_id),
    path: image.path,
    thumb: image.path,
    title,
    video: false,
    image,
  };
}

export function collectionItem(item: InspirationItem, t: SpaceTranslate): SpaceItem {
  const video = item.type === 'video';
  return {
    kind: 'collection',
    key: String(item.id),
    path: item.path,
    // A video's card shows its parent picture: a still is far lighter than a player per card.
    thumb: video ? item.parent_path || item.path : item.path,
    title: t(video ? 'space.video' : 'space.image', { id: item.image_id ?? item.id }),
    video,
    item,
  };
}
