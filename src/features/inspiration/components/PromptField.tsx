import { TextField } from '@mui/material';
import { PROMPT_MAX_LENGTH } from '../constants';

/** The prompt, at most 800 characters, with a counter. */
export function PromptField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Prompt"
      placeholder="Describe the design you want to create"
      multiline
      minRows={4}
      maxRows={10}
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? `${value.length}/${PROMPT_MAX_LENGTH}`}
      slotProps={{
        htmlInput: { maxLength: PROMPT_MAX_LENGTH },
        formHelperText: { sx: { textAlign: error ? 'left' : 'right' } },
      }}
    />
  );
}
