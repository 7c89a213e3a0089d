// Batches' public surface: the button creation screens offer, and the batch page's view.
export { BatchButton } from './components/BatchButton';
export { BatchView } from './components/BatchView';
export { useBatch } from './hooks';
export { batchT, useBatchT } from './i18n';
// Where batches are kept: the layout looks for one before loading the runner (a module with nothing else in it).
export { BATCHES_CHANGE_EVENT, BATCHES_KEY_PREFIX } from './keys';
