import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/AppDialog';
import type { ExportSource, FramingChoice } from '../encode';
import type { PresetId } from '../presets';
import { useExportForm } from '../hooks/useExportForm';
import { useExportT } from '../i18n';
import { CustomSizeFields } from './CustomSizeFields';
import { ExportPreview } from './ExportPreview';
import { PresetChecklist } from './PresetChecklist';

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
  zipName,
}: ExportDialogProps) {
  const t = useExportT();
  const form = useExportForm({ sources, initialPresets, zipName, onClose });
  const { count, customError, handleSubmit, isLoading, setValue } = form;
  const { chosen, fit } = form.values;

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('export.title')}
      busy={isLoading}
      maxWidth="md"
      onSubmit={(event) => void handleSubmit(event)}
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
          <PresetChecklist form={form} />
          {chosen.includes('custom') && <CustomSizeFields form={form} />}
          <FormControl>
            <FormLabel id="export-fit">{t('export.framing')}</FormLabel>
            <RadioGroup
              aria-labelledby="export-fit"
              value={fit}
              onChange={(event) => setValue('fit', event.target.value as FramingChoice)}
            >
              <FormControlLabel value="preset" control={<Radio />} label={t('export.fit.preset')} />
              <FormControlLabel value="contain" control={<Radio />} label={t('export.fit.contain')} />
              <FormControlLabel value="cover" control={<Radio />} label={t('export.fit.cover')} />
            </RadioGroup>
          </FormControl>
        </Stack>
        <ExportPreview form={form} first={sources[0]} />
      </Box>
    </AppDialog>
  );
}
