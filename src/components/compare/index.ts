export { CompareView, type CompareImage, type CompareViewProps } from './CompareView';
export { CompareControls } from './CompareControls';
export { useCompare, useCompareMode, COMPARE_MODE_STORAGE_KEY, type CompareMode } from './useCompareMode';
