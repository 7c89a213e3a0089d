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
import { toast } from '@/utils/toast';
import { exportFiles, fitOf, zipName, type ExportSource, type FramingChoice } from '../encode';
import { CENTRE, type CropFocus } from '../placement';
import {
  customPreset,
  DEFAULT_CUSTOM,
  EXPORT_PRESETS,
  exportFileName,
  type CustomSize,
  type ExportFormat,
  type ExportPreset,
  type PresetId,
} from '../presets';

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The pictures to export (one result, a selection, a whole photoset). */
  sources: readonly ExportSource[];
  /** Presets ticked when the dialog opens. */
  initialPresets?: readonly PresetId[];
}

const formatName = (format: ExportFormat) => (format === 'image/png' ? 'PNG' : 'JPEG');
const describe = (preset: ExportPreset) =>
  `${preset.width.toLocaleString('en-US')} × ${preset.height.toLocaleString('en-US')} px · ${formatName(preset.format)}${
    preset.background === '#ffffff' ? ' · white background' : ''
  }`;

/**
 * 'Export for…' (issue 29 §2): marketplace presets and a custom size, fit on the preset's background or
 * fill with a crop the user moves (drag the preview, or the two sliders), encoded in the browser and saved
 * through the download helper — one file as itself, more as one zip.
 */
export default function ExportDialog({ open, onClose, sources, initialPresets = [] }: ExportDialogProps) {
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
    const single = count === 1 ? exportFileName(first.name, presets[0]) : zipName(sources);
    const outcome = await save(() => exportFiles(sources, { presets, fit, focus }), zipName(sources));
    if (outcome === 'saved') {
      toast.success(count === 1 ? `Saved ${single}` : `Saved ${single} with ${count} files`);
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
      title="Export for…"
      busy={isLoading}
      maxWidth="md"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      formLabel="Export settings"
      actions={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!count || Boolean(customError) || isLoading}
            startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {isLoading ? 'Exporting…' : count > 1 ? `Export ${count} files` : 'Export'}
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
          <Typography variant="body2" color="text.secondary">
            {sources.length === 1 ? '1 picture' : `${sources.length} pictures`}; each chosen preset makes one
            file. Nothing leaves your browser.
          </Typography>
          <FormControl component="fieldset">
            <FormLabel component="legend">Presets</FormLabel>
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
                    <Typography>{preset.label}</Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {describe(preset)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {preset.rule}
                    </Typography>
                  </Box>
                }
              />
            ))}
            <FormControlLabel
              sx={{ mt: 0.5 }}
              control={<Checkbox checked={chosen.includes('custom')} onChange={() => toggle('custom')} />}
              label="Custom size"
            />
          </FormControl>
          {chosen.includes('custom') && (
            <Stack spacing={1.5} sx={{ pl: { xs: 0, sm: 4 } }}>
              <Stack direction="row" spacing={1}>
                <TextField
                  label="Width (px)"
                  type="number"
                  size="small"
                  value={Number.isNaN(custom.width) ? '' : custom.width}
                  onChange={(event) => setCustom({ ...custom, width: Number.parseFloat(event.target.value) })}
                  slotProps={{ htmlInput: { min: 16, max: 8000, step: 1 } }}
                />
                <TextField
                  label="Height (px)"
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
                  <InputLabel id="export-custom-format">Format</InputLabel>
                  <Select
                    labelId="export-custom-format"
                    label="Format"
                    value={custom.format}
                    onChange={(event) => setCustom({ ...custom, format: event.target.value as ExportFormat })}
                  >
                    <MenuItem value="image/jpeg">JPEG</MenuItem>
                    <MenuItem value="image/png">PNG</MenuItem>
                  </Select>
                </FormControl>
                <TextField
                  label="Background"
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
            <FormLabel id="export-fit">Framing</FormLabel>
            <RadioGroup
              aria-labelledby="export-fit"
              value={fit}
              onChange={(event) => setFit(event.target.value as FramingChoice)}
            >
              <FormControlLabel
                value="preset"
                control={<Radio />}
                label="Each preset's own: fit for Amazon and Shopify, fill for the social formats"
              />
              <FormControlLabel
                value="contain"
                control={<Radio />}
                label="Fit: the whole picture on the preset's background"
              />
              <FormControlLabel value="cover" control={<Radio />} label="Fill: crop to the frame" />
            </RadioGroup>
          </FormControl>
        </Stack>
        <Stack spacing={1} sx={{ minWidth: 0, position: { md: 'sticky' }, top: 0, alignSelf: 'start' }}>
          <Typography variant="subtitle2">
            {preview ? `Preview: ${preview.label}` : 'Choose a preset'}
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
                alt={`Preview of ${first.name} for ${preview.label}`}
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
              <Typography variant="caption" color="text.secondary">
                {previewFit === 'cover'
                  ? 'Drag the preview, or use the sliders, to choose what the crop keeps.'
                  : 'The sliders choose what the crop of the filled presets keeps.'}
              </Typography>
              <Slider
                aria-label="Crop left to right"
                value={Math.round(focus.x * 100)}
                onChange={(_event, value) => setFocus({ ...focus, x: (value as number) / 100 })}
                size="small"
              />
              <Slider
                aria-label="Crop top to bottom"
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
