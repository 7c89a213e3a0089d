import { formatNumber } from '@/i18n/format';
import type { ExportFormat, ExportPreset } from '../presets';
import type { useExportT, ExportKey } from '../i18n';

type ExportT = ReturnType<typeof useExportT>;

const formatName = (format: ExportFormat) => (format === 'image/png' ? 'PNG' : 'JPEG');

/** '1,080 × 1,080 px · JPEG' (and 'white background' where the preset sets one), in the dialog's language. */
export const describePreset = (t: ExportT, preset: ExportPreset) =>
  t(preset.background === '#ffffff' ? 'export.describeWhite' : 'export.describe', {
    width: formatNumber(preset.width, t.locale),
    height: formatNumber(preset.height, t.locale),
    format: formatName(preset.format),
  });

export const presetName = (t: ExportT, preset: Pick<ExportPreset, 'id'>) =>
  t(`export.preset.${preset.id}` as ExportKey);
