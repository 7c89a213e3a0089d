import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export interface ModelOption<V extends string> {
  value: V;
  label: string;
  /** What one run costs, shown beside the name ('1 credits', '10+ credits'). */
  cost?: string;
}

export interface ModelSelectProps<V extends string> {
  options: readonly ModelOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
  label?: string;
  disabled?: boolean;
}

/** The generation model (spec 3 §2.1 / §2.4; default gemini-2.5-flash-image, shown 'Gemini'). */
export function ModelSelect<V extends string>({
  options,
  value,
  onChange,
  label = 'Model',
  disabled = false,
}: ModelSelectProps<V>) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth disabled={disabled}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
            {option.cost ? ` · ${option.cost}` : ''}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
