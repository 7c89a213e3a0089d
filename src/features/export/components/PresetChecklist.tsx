import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { ExportForm } from '../hooks/useExportForm';
import { EXPORT_PRESETS } from '../presets';
import { useExportT, type ExportKey } from '../i18n';
import { describePreset, presetName } from './exportTexts';

/** The marketplace presets, each with its size and its rule, and 'Custom size'. */
export function PresetChecklist({ form }: { form: ExportForm }) {
  const t = useExportT();
  const { toggle } = form;
  const { chosen } = form.values;
  return (
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
                {describePreset(t, preset)}
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
  );
}
