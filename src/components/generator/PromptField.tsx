import { TextField } from '@mui/material';
import { PROMPT_MAX_LENGTH } from './rules';

export interface PromptFieldProps {
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  minRows?: number;
}

/** The prompt, with a counter against its maximum length (spec 2 §5, spec 3 §5). */
export function PromptField({
  value,
  error,
  onChange,
  label = 'Prompt',
  placeholder = 'Describe the design you want to create',
  maxLength = PROMPT_MAX_LENGTH,
  required = false,
  minRows = 4,
}: PromptFieldProps) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      multiline
      minRows={minRows}
      maxRows={10}
      fullWidth
      required={required}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
      error={Boolean(error)}
      helperText={error || `${value.length}/${maxLength}`}
      slotProps={{
        htmlInput: { maxLength },
        formHelperText: { sx: { textAlign: error ? 'left' : 'right' } },
      }}
    />
  );
}
