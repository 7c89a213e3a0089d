// The shared video-generation engine's public surface (marketing's Video tab, modeling's Video tab).
export * from './constants';
export { videoApi, visibleVideoModels, useGetVideoModelTypesQuery } from './api';
export { useVideoTasks, type VideoSubmit } from './hooks/useVideoTasks';
export { useFailureToasts } from './hooks/useFailureToasts';
export { useProgressClock, progressAt } from './hooks/useProgressClock';
export {
  orderVideoItems,
  clipOfResult,
  videoIdOfKey,
  type VideoPicture,
  type VideoClip,
  type VideoItemsInput,
} from './utils';
export { EffectCard, effectPreview, type EffectCardProps } from './components/EffectCard';
export { EffectsModal, type EffectsModalProps } from './components/EffectsModal';
export { VideoGenerationPanel, type VideoGenerationPanelProps } from './components/VideoGenerationPanel';
export { VideoResults, type VideoResultsProps } from './components/VideoResults';
