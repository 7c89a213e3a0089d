import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fullSizeImageUrl } from '@/utils/imageUrl';
import type { ExportSource } from '../encode';
import type { ExportForm } from '../hooks/useExportForm';
import { useExportT } from '../i18n';
import { presetName } from './exportTexts';

/** The first picture in the first preset's frame; where it crops, the crop moves by drag or by the two sliders. */
export function ExportPreview({ form, first }: { form: ExportForm; first: ExportSource | undefined }) {
  const t = useExportT();
  const { preview, previewFit, crops, drag, setValue } = form;
  const { focus } = form.values;
  return (
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
            onChange={(_event, value) => setValue('focus', { ...focus, x: (value as number) / 100 })}
            size="small"
          />
          <Typography id="export-crop-y" variant="body2" component="span">
            {t('export.cropY')}
          </Typography>
          <Slider
            aria-labelledby="export-crop-y"
            value={Math.round(focus.y * 100)}
            onChange={(_event, value) => setValue('focus', { ...focus, y: (value as number) / 100 })}
            size="small"
          />
        </>
      )}
    </Stack>
  );
}
