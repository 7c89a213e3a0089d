export { CompareView, type CompareImage, type CompareViewProps } from './CompareView';
export { CompareControls } from './CompareControls';
export { useCompare, type CompareMode } from './useCompareMode';
