import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/AppDialog';
import { useDownload } from '@/hooks/useDownload';
import { usePointerDrag } from '@/hooks/usePointerDrag';
import { fullSizeImageUrl } from '@/utils/imageUrl';
import { formatNumber } from '@/i18n/format';
import { toast } from '@/utils/toast';
import { exportFiles, fitOf, zipName, type ExportSource, type FramingChoice } from '../encode';
import { CENTRE, type CropFocus } from '../placement';
import {
  customPreset,
  DEFAULT_CUSTOM,
  EXPORT_FORMATS,
  EXPORT_PRESETS,
  exportFileName,
  type CustomSize,
  type ExportFormat,
  type ExportPreset,
  type PresetId,
} from '../presets';
import { useExportT, type ExportKey } from '../i18n';

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The pictures to export (one result, a selection, a whole photoset). */
  sources: readonly ExportSource[];
  /** Presets ticked when the dialog opens. */
  initialPresets?: readonly PresetId[];
  /** The zip's name when several files come out (a batch's own name); else one made from the sources. */
  zipName?: string;
}

const formatName = (format: ExportFormat) => (format === 'image/png' ? 'PNG' : 'JPEG');
const describe = (t: ReturnType<typeof useExportT>, preset: ExportPreset) =>
  t(preset.background === '#ffffff' ? 'export.describeWhite' : 'export.describe', {
    width: formatNumber(preset.width, t.locale),
    height: formatNumber(preset.height, t.locale),
    format: formatName(preset.format),
  });
const presetName = (t: ReturnType<typeof useExportT>, preset: Pick<ExportPreset, 'id'>) =>
  t(`export.preset.${preset.id}` as ExportKey);

/**
 * 'Export for…' (issue 29 §2): marketplace presets and a custom size, fit on the preset's background or
 * fill with a crop the user moves (drag the preview, or the two sliders), encoded in the browser and saved
 * through the download helper — one file as itself, more as one zip.
 */
export default function ExportDialog({
  open,
  onClose,
  sources,
  initialPresets = [],
  zipName: ownZipName,
}: ExportDialogProps) {
  const t = useExportT();
  const [chosen, setChosen] = useState<PresetId[]>([...initialPresets]);
  const [custom, setCustom] = useState<CustomSize>(DEFAULT_CUSTOM);
  const [fit, setFit] = useState<FramingChoice>('preset');
  const [focus, setFocus] = useState<CropFocus>(CENTRE);
  const { save, isLoading } = useDownload();

  const customResult = chosen.includes('custom') ? customPreset(custom) : null;
  const customError = typeof customResult === 'string' ? customResult : null;
  const presets: ExportPreset[] = [
    ...EXPORT_PRESETS.filter((preset) => chosen.includes(preset.id)),
    ...(customResult && typeof customResult !== 'string' ? [customResult] : []),
  ];
  const count = presets.length * sources.length;
  const preview = presets[0];
  const previewFit = preview ? fitOf(preview, fit) : 'contain';
  const crops = presets.some((preset) => fitOf(preset, fit) === 'cover');
  const first = sources[0];

  const toggle = (id: PresetId) =>
    setChosen((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  const submit = async () => {
    if (!count || customError || isLoading) return;
    const archive = ownZipName ?? zipName(sources);
    const single = count === 1 ? exportFileName(first.name, presets[0]) : archive;
    const outcome = await save(() => exportFiles(sources, { presets, fit, focus }), archive);
    if (outcome === 'saved') {
      toast.success(
        count === 1 ? t('export.saved', { name: single }) : t('export.savedFiles', { name: single, count }),
      );
      onClose();
    }
  };

  // Dragging the preview moves the crop the other way, as if the picture were pulled under the frame.
  const drag = usePointerDrag(
    (event) => (previewFit === 'cover' ? { x: event.clientX, y: event.clientY, focus } : null),
    (event, start) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const clamp = (value: number) => Math.min(1, Math.max(0, value));
      setFocus({
        x: clamp(start.focus.x - (event.clientX - start.x) / Math.max(rect.width, 1)),
        y: clamp(start.focus.y - (event.clientY - start.y) / Math.max(rect.height, 1)),
      });
    },
  );

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('export.title')}
      busy={isLoading}
      maxWidth="md"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      formLabel={t('export.settings')}
      actions={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            {t('export.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!count || Boolean(customError) || isLoading}
            startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {isLoading
              ? t('export.exporting')
              : count > 1
                ? t('export.exportFiles', { count })
                : t('export.export')}
          </Button>
        </>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' },
          gap: 3,
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="textSecondary">
            {t('export.intro', { count: sources.length })}
          </Typography>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('export.presets')}</FormLabel>
            {EXPORT_PRESETS.map((preset) => (
              <FormControlLabel
                key={preset.id}
                sx={{ alignItems: 'flex-start', mt: 0.5 }}
                control={
                  <Checkbox
                    checked={chosen.includes(preset.id)}
                    onChange={() => toggle(preset.id)}
                    sx={{ pt: 0.25 }}
                  />
                }
                label={
                  <Box>
                    <Typography>{presetName(t, preset)}</Typography>
                    <Typography variant="caption" color="textSecondary" component="div">
                      {describe(t, preset)}
                    </Typography>
                    <Typography variant="caption" color="textSecondary" component="div">
                      {t(`export.rule.${preset.id}` as ExportKey)}
                    </Typography>
                  </Box>
                }
              />
            ))}
            <FormControlLabel
              sx={{ mt: 0.5 }}
              control={<Checkbox checked={chosen.includes('custom')} onChange={() => toggle('custom')} />}
              label={t('export.preset.custom')}
            />
          </FormControl>
          {chosen.includes('custom') && (
            <Stack spacing={1.5} sx={{ pl: { xs: 0, sm: 4 } }}>
              <Stack direction="row" spacing={1}>
                <TextField
                  label={t('export.width')}
                  type="number"
                  size="small"
                  value={Number.isNaN(custom.width) ? '' : custom.width}
                  onChange={(event) => setCustom({ ...custom, width: Number.parseFloat(event.target.value) })}
                  slotProps={{ htmlInput: { min: 16, max: 8000, step: 1 } }}
                />
                <TextField
                  label={t('export.height')}
                  type="number"
                  size="small"
                  value={Number.isNaN(custom.height) ? '' : custom.height}
                  onChange={(event) =>
                    setCustom({ ...custom, height: Number.parseFloat(event.target.value) })
                  }
                  slotProps={{ htmlInput: { min: 16, max: 8000, step: 1 } }}
                />
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <FormControl size="small" sx={{ minWidth: 120 }}>
                  <InputLabel id="export-custom-format">{t('export.format')}</InputLabel>
                  <Select
                    labelId="export-custom-format"
                    label={t('export.format')}
                    value={custom.format}
                    onChange={(event) => setCustom({ ...custom, format: event.target.value as ExportFormat })}
                  >
                    {EXPORT_FORMATS.map((format) => (
                      <MenuItem key={format.value} value={format.value} translate="no">
                        {format.name}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                <TextField
                  label={t('export.background')}
                  type="color"
                  size="small"
                  value={custom.background}
                  onChange={(event) => setCustom({ ...custom, background: event.target.value })}
                  sx={{ width: 120 }}
                />
              </Stack>
              {customError && (
                <Typography role="alert" color="error" variant="body2">
                  {customError}
                </Typography>
              )}
            </Stack>
          )}
          <FormControl>
            <FormLabel id="export-fit">{t('export.framing')}</FormLabel>
            <RadioGroup
              aria-labelledby="export-fit"
              value={fit}
              onChange={(event) => setFit(event.target.value as FramingChoice)}
            >
              <FormControlLabel value="preset" control={<Radio />} label={t('export.fit.preset')} />
              <FormControlLabel value="contain" control={<Radio />} label={t('export.fit.contain')} />
              <FormControlLabel value="cover" control={<Radio />} label={t('export.fit.cover')} />
            </RadioGroup>
          </FormControl>
        </Stack>
        <Stack spacing={1} sx={{ minWidth: 0, position: { md: 'sticky' }, top: 0, alignSelf: 'start' }}>
          <Typography variant="subtitle2">
            {preview ? t('export.preview', { label: presetName(t, preview) }) : t('export.choosePreset')}
          </Typography>
          {preview && first && (
            <Box
              data-testid="export-preview"
              {...drag}
              sx={{
                width: '100%',
                maxHeight: 320,
                aspectRatio: `${preview.width} / ${preview.height}`,
                mx: 'auto',
                bgcolor: preview.background,
                border: 1,
                borderColor: 'divider',
                overflow: 'hidden',
                cursor: previewFit === 'cover' ? 'grab' : 'default',
                touchAction: previewFit === 'cover' ? 'none' : 'auto',
              }}
            >
              <Box
                component="img"
                src={fullSizeImageUrl(first.path)}
                alt={t('export.previewAlt', { name: first.name, label: presetName(t, preview) })}
                draggable={false}
                sx={{
                  width: '100%',
                  height: '100%',
                  display: 'block',
                  objectFit: previewFit,
                  objectPosition: `${focus.x * 100}% ${focus.y * 100}%`,
                  userSelect: 'none',
                  pointerEvents: 'none',
                }}
              />
            </Box>
          )}
          {crops && preview && (
            <>
              <Typography variant="caption" color="textSecondary">
                {previewFit === 'cover' ? t('export.dragHint') : t('export.sliderHint')}
              </Typography>
              {/* Each slider labelled on screen as for the ear: two bare sliders did not say which way they crop. */}
              <Typography id="export-crop-x" variant="body2" component="span">
                {t('export.cropX')}
              </Typography>
              <Slider
                aria-labelledby="export-crop-x"
                value={Math.round(focus.x * 100)}
                onChange={(_event, value) => setFocus({ ...focus, x: (value as number) / 100 })}
                size="small"
              />
              <Typography id="export-crop-y" variant="body2" component="span">
                {t('export.cropY')}
              </Typography>
              <Slider
                aria-labelledby="export-crop-y"
                value={Math.round(focus.y * 100)}
                onChange={(_event, value) => setFocus({ ...focus, y: (value as number) / 100 })}
                size="small"
              />
            </>
          )}
        </Stack>
      </Box>
    </AppDialog>
  );
}
