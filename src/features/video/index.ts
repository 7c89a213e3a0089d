// The shared video-generation engine's public surface (marketing's Video tab, modeling's Video tab).
export * from './constants';
export { useVideoTasks, type VideoSubmit } from './hooks/useVideoTasks';
export { useFailureToasts } from './hooks/useFailureToasts';
export { progressAt, useProgressClock } from './hooks/useProgressClock';
export { type VideoPicture, type VideoClip, type VideoItemsInput } from './utils';
export { type EffectCardProps } from './components/EffectCard';
export { EffectsModal, type EffectsModalProps } from './components/EffectsModal';
export { VideoGenerationPanel, type VideoGenerationPanelProps } from './components/VideoGenerationPanel';
export { VideoResults, type VideoResultsProps } from './components/VideoResults';
