// Batches' public surface: the button creation screens offer, and the batch page's view.
export { BatchButton } from './components/BatchButton';
export { BatchView } from './components/BatchView';
export { useBatch } from './hooks';
export { batchT, useBatchT } from './i18n';
