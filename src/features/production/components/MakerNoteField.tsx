import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FormApi } from '@/hooks/useForm';
import { useProductionT } from '../i18n';
import { MAKER_NOTE_MAX, type MakerNote } from '../utils';

/** The cost page's Description (spec 3 §2.8): sent to the maker with the production application. */
export function MakerNoteField({ form, disabled }: { form: FormApi<MakerNote>; disabled?: boolean }) {
  const t = useProductionT();
  const id = useId();
  const { description } = form.values;
  const { error, helperText, ...input } = form.field('description', {
    hint: t('production.note.hint', { count: description.length, max: MAKER_NOTE_MAX }),
  });
  const label = t('production.note.label');
  // TextField's parts, composed as its docs show: TextField itself imports Select and its Menu, which this page
  // would otherwise carry for a field that never opens one.
  return (
    <FormControl fullWidth disabled={disabled} error={error} sx={{ mb: 2.5 }}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        multiline
        minRows={3}
        aria-describedby={`${id}-helper-text`}
      />
      {/* Locked once the order exists, but its hint and count stay readable (MUI's disabled grey is 2.5:1). */}
      <FormHelperText id={`${id}-helper-text`} sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
        {helperText}
      </FormHelperText>
    </FormControl>
  );
}
