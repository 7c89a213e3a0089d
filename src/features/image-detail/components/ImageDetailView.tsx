import Box from '@mui/material/Box';
import { useDocumentMeta } from '@/hooks/useDocumentMeta';
import { firstScreen } from '@/utils/firstScreen';
import { afterPaint } from '@/utils/schedule';
import { galleryMedia, metaDescription, pageTitle } from '../detailContent';
import { MAIN_PICTURE_STYLE, mainPictureUrl, pictureRatio } from '../mainPicture';
import type { DetailImage } from '../types';
import { DetailActions } from './DetailActions';
import { DetailFrame } from './DetailFrame';
import { DetailGallery } from './DetailGallery';
import { DetailText } from './DetailText';

export interface ImageDetailViewProps {
  image: DetailImage;
  likePending: boolean;
  onLike: () => void;
  onRecreate: () => void;
  onClose: () => void;
}

/** The page's first screen is its picture: once painted (or failed), what waited for it may load. */
const pictureSettled = () => void afterPaint(firstScreen.shown);

/** Spec 1 §2.4: the large image with its text and actions, then the gallery. */
export function ImageDetailView({ image, likePending, onLike, onRecreate, onClose }: ImageDetailViewProps) {
  useDocumentMeta(pageTitle(image), metaDescription(image));
  return (
    <DetailFrame
      onClose={onClose}
      picture={
        <Box
          component="img"
          src={mainPictureUrl(image.path)}
          alt={pageTitle(image)}
          decoding="async"
          fetchPriority="high"
          onLoad={pictureSettled}
          onError={pictureSettled}
          sx={{ ...MAIN_PICTURE_STYLE, aspectRatio: pictureRatio(image) }}
        />
      }
      side={
        <>
          <DetailText image={image} />
          <DetailActions image={image} likePending={likePending} onLike={onLike} onRecreate={onRecreate} />
        </>
      }
      after={<DetailGallery media={galleryMedia(image)} />}
    />
  );
}
