import { useId, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldMessage, FormApi } from '@/hooks/useForm';
import { useSignedIn } from '@/hooks/useSignedIn';
import { useGeneratorT } from './i18n';
import { PromptHistoryButton } from './PromptHistoryButton';
import { PROMPT_MAX_LENGTH } from './rules';

export interface PromptFieldProps {
  value: string;
  error?: FieldMessage | null;
  onChange: (value: string) => void;
  /** Leaving the field shows its error from then on (useForm's one rule). */
  onBlur?: () => void;
  /** So a failed submit can focus it. */
  inputRef?: Ref<HTMLElement>;
  label?: string;
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  minRows?: number;
  /** Offers the signed-in user's recent and starred prompts (issue 29 §4); on unless a field opts out. */
  history?: boolean;
}

/**
 * The prompt, with a counter against its maximum length (spec 2 §5, spec 3 §5) and, for a signed-in user, the
 * button of their recent and starred prompts in its corner.
 */
export function PromptField({
  value,
  error,
  onChange,
  label,
  placeholder,
  maxLength = PROMPT_MAX_LENGTH,
  required = false,
  minRows = 4,
  history = true,
  onBlur,
  inputRef,
}: PromptFieldProps) {
  const t = useGeneratorT();
  // Only an account keeps prompts; the history itself (and whose it is) loads with its popover.
  const signedIn = useSignedIn();
  // How many characters the last change lost to the limit (issue 41 §11: a long paste is cut, and says so).
  const [removed, setRemoved] = useState(0);
  const change = (text: string) => {
    setRemoved(Math.max(0, text.length - maxLength));
    onChange(text.slice(0, maxLength));
  };
  const endAdornment =
    history && signedIn ? (
      <Box sx={{ alignSelf: 'flex-start', mt: -0.5, mr: -1, ml: 0.5 }}>
        <PromptHistoryButton onPick={change} />
      </Box>
    ) : undefined;
  const cutMessage = removed > 0 ? t('generator.promptCut', { max: maxLength, removed }) : null;
  const id = useId();
  const name = label ?? t('generator.prompt');
  // TextField's parts, composed as its docs show: TextField itself imports Select (and its Menu, Popover and Modal),
  // which a creation screen would otherwise carry in its first paint for a field that never opens a menu.
  return (
    <FormControl
      fullWidth
      required={required}
      error={Boolean(error)}
      // The height autosize gives it on mount, already in the CSS: a page prerendered at build time
      // (docs/decisions/0007) draws the field at its real height before the app measures it.
      sx={{ '& textarea:not([aria-hidden])': { minHeight: `${minRows}lh` } }}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {name}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={name}
        placeholder={placeholder ?? t('generator.promptPlaceholder')}
        multiline
        minRows={minRows}
        maxRows={10}
        value={value}
        // No native maxlength: it would drop the end of a paste without a word; the change is cut here, and said.
        onChange={(event) => change(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        aria-describedby={`${id}-helper-text`}
        endAdornment={endAdornment}
      />
      <FormHelperText
        id={`${id}-helper-text`}
        sx={{ textAlign: error || cutMessage ? 'left' : 'right' }}
        {...(cutMessage && !error ? { role: 'status' } : {})}
      >
        {error || cutMessage || `${value.length}/${maxLength}`}
      </FormHelperText>
    </FormControl>
  );
}

type PromptKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** Wires a `useForm` string field to `PromptField`: value, change, blur, the error by the one rule, focus. */
export function promptFieldProps<V extends object>(form: FormApi<V>, name: PromptKey<V>) {
  return {
    value: form.values[name] as string,
    onChange: (value: string) => form.setValue(name, value as V[typeof name]),
    onBlur: () => form.touch(name),
    error: form.error(name) ?? null,
    inputRef: form.register(name),
  };
}
