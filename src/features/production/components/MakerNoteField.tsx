import TextField from '@mui/material/TextField';
import type { FormApi } from '@/hooks/useForm';
import { useProductionT } from '../i18n';
import { MAKER_NOTE_MAX, type MakerNote } from '../utils';

/** The cost page's Description (spec 3 §2.8): sent to the maker with the production application. */
export function MakerNoteField({ form, disabled }: { form: FormApi<MakerNote>; disabled?: boolean }) {
  const t = useProductionT();
  const { description } = form.values;
  return (
    <TextField
      {...form.field('description', {
        hint: t('production.note.hint', { count: description.length, max: MAKER_NOTE_MAX }),
      })}
      label={t('production.note.label')}
      multiline
      minRows={3}
      fullWidth
      disabled={disabled}
      // Locked once the order exists, but its hint and count stay readable (MUI's disabled grey is 2.5:1).
      slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      sx={{ mb: 2.5 }}
    />
  );
}
