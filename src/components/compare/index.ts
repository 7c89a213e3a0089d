export { CompareView, COMPARE_SLIDER_NAME, type CompareImage, type CompareViewProps } from './CompareView';
export { CompareControls } from './CompareControls';
export { useCompare, useCompareMode, COMPARE_MODE_STORAGE_KEY, type CompareMode } from './useCompareMode';
