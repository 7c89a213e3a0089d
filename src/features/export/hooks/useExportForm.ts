import { useDownload } from '@/hooks/useDownload';
import { useForm } from '@/hooks/useForm';
import { usePointerDrag } from '@/hooks/usePointerDrag';
import { toast } from '@/utils/toast';
import { exportFiles, fitOf, zipName, type ExportSource, type FramingChoice } from '../encode';
import { CENTRE, type CropFocus } from '../placement';
import {
  customPreset,
  DEFAULT_CUSTOM,
  EXPORT_PRESETS,
  exportFileName,
  type CustomSize,
  type ExportPreset,
  type PresetId,
} from '../presets';
import { useExportT } from '../i18n';

export interface ExportValues {
  chosen: PresetId[];
  custom: CustomSize;
  fit: FramingChoice;
  focus: CropFocus;
}

/** The presets the values ask for, the custom size included once it is valid. */
function presetsOf({ chosen, custom }: ExportValues): ExportPreset[] {
  const customResult = chosen.includes('custom') ? customPreset(custom) : null;
  return [
    ...EXPORT_PRESETS.filter((preset) => chosen.includes(preset.id)),
    ...(customResult && typeof customResult !== 'string' ? [customResult] : []),
  ];
}

/**
 * Dragging the preview (when it crops) moves the crop the other way, as if the picture were pulled under the
 * frame.
 */
function useCropDrag(crops: boolean, focus: CropFocus, setFocus: (focus: CropFocus) => void) {
  return usePointerDrag(
    (event) => (crops ? { x: event.clientX, y: event.clientY, focus } : null),
    (event, start) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const clamp = (value: number) => Math.min(1, Math.max(0, value));
      setFocus({
        x: clamp(start.focus.x - (event.clientX - start.x) / Math.max(rect.width, 1)),
        y: clamp(start.focus.y - (event.clientY - start.y) / Math.max(rect.height, 1)),
      });
    },
  );
}

/**
 * The export dialog's state on the one form recipe: the ticked presets, the custom size (its rule says what is
 * wrong with it, at once, as the dialog always did), the framing and the crop focus; Export encodes and saves.
 */
export function useExportForm({
  sources,
  initialPresets,
  zipName: ownZipName,
  onClose,
}: {
  sources: readonly ExportSource[];
  initialPresets: readonly PresetId[];
  /** The zip's name when several files come out (a batch's own name); else one made from the sources. */
  zipName?: string;
  onClose: () => void;
}) {
  const t = useExportT();
  const { save, isLoading } = useDownload();
  const form = useForm<ExportValues>({
    initial: { chosen: [...initialPresets], custom: DEFAULT_CUSTOM, fit: 'preset', focus: CENTRE },
    rules: {
      custom: (custom, { chosen }) => {
        const result = chosen.includes('custom') ? customPreset(custom) : null;
        return typeof result === 'string' ? result : undefined;
      },
    },
    onSubmit: async (values) => {
      const presets = presetsOf(values);
      const total = presets.length * sources.length;
      if (!total || isLoading) return;
      const archive = ownZipName ?? zipName(sources);
      const single = total === 1 ? exportFileName(sources[0].name, presets[0]) : archive;
      const outcome = await save(
        () => exportFiles(sources, { presets, fit: values.fit, focus: values.focus }),
        archive,
      );
      if (outcome === 'saved') {
        toast.success(
          total === 1
            ? t('export.saved', { name: single })
            : t('export.savedFiles', { name: single, count: total }),
        );
        onClose();
      }
    },
  });
  const { values, setValue } = form;
  const { chosen, fit, focus } = values;
  // Shown as soon as the size is wrong (no blur needed): the Export button is off until it is right.
  const customError = typeof form.errors.custom === 'string' ? form.errors.custom : null;
  const presets = presetsOf(values);
  const count = presets.length * sources.length;
  const preview = presets[0];
  const previewFit = preview ? fitOf(preview, fit) : 'contain';

  const toggle = (id: PresetId) =>
    setValue('chosen', chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id]);

  const drag = useCropDrag(previewFit === 'cover', focus, (next) => setValue('focus', next));

  return {
    values,
    setValue,
    toggle,
    customError,
    count,
    preview,
    previewFit,
    crops: presets.some((preset) => fitOf(preset, fit) === 'cover'),
    drag,
    handleSubmit: form.handleSubmit,
    isLoading,
  };
}

export type ExportForm = ReturnType<typeof useExportForm>;
