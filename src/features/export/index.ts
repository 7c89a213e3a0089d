export { ExportButton, type ExportButtonProps } from './components/ExportButton';
export type { ExportSource } from './encode';
