import { imageUrl } from '@/utils/imageUrl';

/** Spec 3 §9: 800 px for the main image. */
export const MAIN_IMAGE_WIDTH = 800;

/** The detail page's main picture: the same URL for the page's <img> and index.html's early preload of it. */
export const mainPictureUrl = (path: string) => imageUrl(path, { width: MAIN_IMAGE_WIDTH });
