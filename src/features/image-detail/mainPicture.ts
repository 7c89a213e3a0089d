import { radius } from '@/theme/tokens';
import { imageUrl } from '@/utils/imageUrl';

/** Spec 3 §9: 800 px for the main image. */
export const MAIN_IMAGE_WIDTH = 800;

/** The detail page's main picture's URL. */
export const mainPictureUrl = (path: string) => imageUrl(path, { width: MAIN_IMAGE_WIDTH });

/** The main picture's box: plain CSS values, grey.100 and the theme's radius (a test holds them). */
export const MAIN_PICTURE_STYLE = {
  width: '100%',
  objectFit: 'contain',
  backgroundColor: '#f5f5f5',
  borderRadius: `${radius.md}px`,
  maxHeight: '80vh',
} as const;

/** The picture's aspect ratio from the answer's size; square while it is unknown. */
export const pictureRatio = (image: { width?: number | null; height?: number | null }) =>
  image.width && image.height ? `${image.width} / ${image.height}` : '1';
