import { FormControl, FormHelperText, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import type { CategoryNode } from '@/api/types';

export interface CategoryPickerProps {
  categories: CategoryNode[];
  parentId: number | null;
  childId: number | null;
  error?: string;
  onParent: (id: number) => void;
  onChild: (id: number) => void;
}

/** Category first, then its type (required). */
export function CategoryPicker({
  categories,
  parentId,
  childId,
  error,
  onParent,
  onChild,
}: CategoryPickerProps) {
  const children = categories.find((node) => node.category_id === parentId)?.children ?? [];
  return (
    <Stack direction="row" spacing={1}>
      <FormControl size="small" fullWidth>
        <InputLabel id="category-parent-label">Category</InputLabel>
        <Select
          labelId="category-parent-label"
          label="Category"
          value={parentId ?? ''}
          onChange={(event) => onParent(Number(event.target.value))}
        >
          {categories.map((node) => (
            <MenuItem key={node.category_id} value={node.category_id}>
              {node.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" fullWidth error={Boolean(error)} disabled={!children.length}>
        <InputLabel id="category-child-label">Type</InputLabel>
        <Select
          labelId="category-child-label"
          label="Type"
          value={childId ?? ''}
          onChange={(event) => onChild(Number(event.target.value))}
          aria-describedby={error ? 'category-error' : undefined}
        >
          {children.map((child) => (
            <MenuItem key={child.category_id} value={child.category_id}>
              {child.name}
            </MenuItem>
          ))}
        </Select>
        {error && <FormHelperText id="category-error">{error}</FormHelperText>}
      </FormControl>
    </Stack>
  );
}
