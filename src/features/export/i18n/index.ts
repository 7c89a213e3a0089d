import { defineCatalog } from '@/i18n';
import en from './en.json';

/** The export dialog's texts (a lazy chunk with the dialog): presets, custom size, framing, preview, toasts. */
export const { useT: useExportT, t: exportT } = defineCatalog(en, () => import('./zh.json'));
export type ExportKey = Parameters<typeof exportT>[0];
