import { MenuItem, TextField } from '@mui/material';

/** A labelled status filter; the empty value means any status. */
export function StatusSelect<S extends number>({
  label,
  value,
  statuses,
  labels,
  onChange,
}: {
  label: string;
  value: S | '';
  statuses: readonly S[];
  labels: Record<S, string>;
  onChange: (value: S | '') => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === '' ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? '' : (Number(event.target.value) as S))}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">Any</MenuItem>
      {statuses.map((status) => (
        <MenuItem key={status} value={String(status)}>
          {labels[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
