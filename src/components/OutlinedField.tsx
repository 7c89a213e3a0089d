import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface OutlinedFieldProps {
  label: ReactNode;
  id?: string;
  name?: string;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  /** As TextField's: the outlined input's props, the native input's, the label's. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: OutlinedInputProps['inputProps'];
    inputLabel?: Partial<InputLabelProps>;
  };
}

/**
 * An outlined TextField composed of its parts, as MUI's TextField docs show (FormControl, InputLabel,
 * OutlinedInput, FormHelperText), with the same ids, classes and behaviour. MUI's TextField imports its Select
 * (with Menu, Popover and Modal, about 17 KB gzip) even when it never draws one: a screen whose fields are plain
 * text does not carry that.
 */
export function OutlinedField({
  label,
  id: idOverride,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size,
  helperText,
  slotProps = {},
  ...input
}: OutlinedFieldProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const { input: inputSlot, htmlInput, inputLabel } = slotProps;
  // TextField's own rule: a label told to shrink keeps the outline's notch open.
  const notched = inputLabel?.shrink;
  return (
    <FormControl
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      className="MuiTextField-root"
    >
      <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        id={id}
        {...input}
        inputProps={htmlInput}
        {...(notched === undefined ? {} : { notched })}
        label={label}
        {...inputSlot}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
