import { memo } from 'react';
import { ImageCard } from '@/components/ImageCard';
import { feedPicture, playsVideo, type FeedItem } from '../feedItems';
import { useExploreT } from '../i18n';

export interface FeedCardActions {
  onOpen: (item: FeedItem) => void;
  onLike: (item: FeedItem) => void;
  /** ReCreate, or Try On for style categories. */
  onAction: (item: FeedItem) => void;
}

interface FeedCardProps extends FeedCardActions {
  item: FeedItem;
  likePending: boolean;
  /** CSS px the card is shown at (its column), which picks the picture's width. */
  width?: number;
  /** In the first screenful: its picture loads at once, first unless the window's edge cuts the card (ImageCard). */
  priority?: 'high' | 'low';
  /** Below the first screenful while its pictures load: the picture waits. */
  deferPicture?: boolean;
  onPictureSettled?: (item: FeedItem) => void;
}

/** A gallery item as a card: 640 px image (narrower for a narrow column), its video when it plays one, like and ReCreate / Try On. */
export const FeedCard = memo(function FeedCard({
  item,
  likePending,
  width,
  priority,
  deferPicture,
  onPictureSettled,
  onOpen,
  onLike,
  onAction,
}: FeedCardProps) {
  const t = useExploreT();
  const picture = feedPicture(item, width);
  return (
    <ImageCard
      title={item.name}
      imageSrc={picture.src}
      imageSrcSet={picture.srcSet}
      imageSizes={picture.sizes}
      videoSrc={playsVideo(item) ? item.videoPath : undefined}
      liked={Boolean(item.image.isLike)}
      likeCount={item.image.likeNum ?? 0}
      likePending={likePending}
      priority={priority}
      deferPicture={deferPicture}
      onPictureSettled={onPictureSettled ? () => onPictureSettled(item) : undefined}
      actionLabel={t(item.isStyle ? 'explore.tryOn' : 'explore.recreate')}
      openLabel={t('explore.open', { title: item.name })}
      onOpen={() => onOpen(item)}
      onLike={() => onLike(item)}
      onAction={() => onAction(item)}
    />
  );
});
