import type { GalleryImage, ImageDetail } from '@/api/types';

/** Detail shows either the loaded `ImageDetail` or the gallery item handed over by Explore. */
export type DetailImage = ImageDetail | GalleryImage;
