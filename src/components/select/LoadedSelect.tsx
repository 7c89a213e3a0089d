import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type { LazySelectProps } from './LazySelect';

export type SelectValue = string | number;

export interface SelectOption<V extends SelectValue> {
  value: V;
  /** What the menu item and, once chosen, the field show. */
  label: ReactNode;
  /** Indented under the option before it (a child category). */
  nested?: boolean;
}

/** LazySelect's own props (one definition), and how the real Select starts. */
export interface LoadedSelectProps<V extends SelectValue> extends LazySelectProps<V> {
  /** Opened at mount (the press or key that brought it). */
  open: boolean;
  /** Focused at mount (the closed field had the focus). */
  autoFocus: boolean;
}

/** LazySelect's real part: MUI's Select over the options, loaded on the first opening (./LazySelect). */
export function LoadedSelect<V extends SelectValue>({
  labelId,
  label,
  value,
  options,
  onChange,
  displayEmpty,
  notched,
  open,
  autoFocus,
  ...aria
}: LoadedSelectProps<V>) {
  return (
    <Select<V | ''>
      {...aria}
      labelId={labelId}
      label={label}
      value={value}
      displayEmpty={displayEmpty}
      defaultOpen={open}
      autoFocus={autoFocus}
      {...(notched === undefined ? {} : { input: <OutlinedInput label={label} notched={notched} /> })}
      // Every item's value is an option's (V); '' is the empty field's, never sent by an item that is not one.
      onChange={(event) => onChange(event.target.value as V)}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={option.value} sx={option.nested ? { pl: 4 } : undefined}>
          {option.label}
        </MenuItem>
      ))}
    </Select>
  );
}
