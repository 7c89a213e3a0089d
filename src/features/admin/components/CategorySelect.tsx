import { MenuItem, TextField } from '@mui/material';
import type { CategoryNode } from '@/api/types';

/** Every category of the tree (children indented under their parent); empty = any / none. */
export function CategorySelect({
  label,
  tree,
  value,
  onChange,
  emptyLabel = 'Any',
  error,
  helperText,
}: {
  label: string;
  tree: CategoryNode[];
  value: number | '';
  onChange: (value: number | '') => void;
  emptyLabel?: string;
  error?: boolean;
  helperText?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === '' ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      error={error}
      helperText={helperText}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {tree.flatMap((node) => [
        <MenuItem key={node.category_id} value={String(node.category_id)}>
          {node.name}
        </MenuItem>,
        ...node.children.map((child) => (
          <MenuItem key={child.category_id} value={String(child.category_id)} sx={{ pl: 4 }}>
            {child.name}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
