import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ExportForm } from '../hooks/useExportForm';
import { EXPORT_FORMATS, type ExportFormat } from '../presets';
import { useExportT } from '../i18n';

/** The custom size: width, height, format and background, and what is wrong with them as soon as it is. */
export function CustomSizeFields({ form }: { form: ExportForm }) {
  const t = useExportT();
  const { setValue, customError } = form;
  const { custom } = form.values;
  return (
    <Stack spacing={1.5} sx={{ pl: { xs: 0, sm: 4 } }}>
      <Stack direction="row" spacing={1}>
        {(['width', 'height'] as const).map((side) => (
          <TextField
            key={side}
            label={t(side === 'width' ? 'export.width' : 'export.height')}
            type="number"
            size="small"
            value={Number.isNaN(custom[side]) ? '' : custom[side]}
            onChange={(event) =>
              setValue('custom', { ...custom, [side]: Number.parseFloat(event.target.value) })
            }
            slotProps={{ htmlInput: { min: 16, max: 8000, step: 1 } }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="export-custom-format">{t('export.format')}</InputLabel>
          <Select
            labelId="export-custom-format"
            label={t('export.format')}
            value={custom.format}
            onChange={(event) =>
              setValue('custom', { ...custom, format: event.target.value as ExportFormat })
            }
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
          onChange={(event) => setValue('custom', { ...custom, background: event.target.value })}
          sx={{ width: 120 }}
        />
      </Stack>
      {customError && (
        <Typography role="alert" color="error" variant="body2">
          {customError}
        </Typography>
      )}
    </Stack>
  );
}
