// The record views of the task engine (issue 30's split of the index): a generation record's card, images,
// placeholders and its live, pending, failed and history forms, with their texts. Only the screens that list
// records import them from here; the engine itself is '@/features/tasks'.
export { RecordCard, type RecordCardProps } from './components/RecordCard';
export { isVerticalRatio } from './components/RecordGrid';
export { RecordImages, type RecordImagesProps } from './components/RecordImages';
export { RecordPlaceholders } from './components/RecordPlaceholders';
export { FailedRecord, type FailedRecordProps } from './components/FailedRecord';
export { LiveRecord, type LiveRecordProps } from './components/LiveRecord';
export { PendingRecord, type PendingRecordProps, type SubmittedRecord } from './components/PendingRecord';
export { HistoryRecord, type HistoryRecordProps } from './components/HistoryRecord';
