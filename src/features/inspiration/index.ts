// Inspiration's public surface: the generator form, its history and the prefill read from the URL.
export { GenerateForm } from './components/GenerateForm';
export { HistoryList } from './components/HistoryList';
export { parsePrefill } from './utils';
