export type { CategoryNode, GalleryImage, ImageDesc } from '@/api/types';
