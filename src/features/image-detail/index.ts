// Image detail's public surface: the view, its states and the hook that loads the picture.
export { DetailState } from './components/DetailState';
export { ImageDetailView } from './components/ImageDetailView';
export { useImageDetail } from './hooks/useImageDetail';
export { prefetchImageDetail } from './prefetch';
export { useDetailT } from './i18n';
export type { DetailImage } from './types';
