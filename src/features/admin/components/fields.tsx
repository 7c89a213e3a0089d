import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { TextFieldProps } from '@mui/material';
import type { CategoryNode, GalleryImage } from '@/api/types';
import { useAdminT, type AdminKey, type AdminT } from '../i18n';

/** The dismiss / reject reason of a review; pass `form.field('reason', { hint: t('admin.reasonHint') })`. */
export function ReasonField(props: TextFieldProps) {
  const t = useAdminT();
  return <TextField {...props} label={t('admin.reason')} required multiline minRows={2} autoFocus />;
}

export interface SelectOption {
  value: number;
  label: string;
  /** Indented under the option before it (a child category). */
  nested?: boolean;
  /** The label is backend content (a category's name), not interface text: marked `translate="no"`. */
  content?: boolean;
}

/** A labelled select of numbered options; the empty value reads `emptyLabel` (any / none). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  error,
  minWidth = 170,
}: {
  label: string;
  value: number | '';
  options: readonly SelectOption[];
  onChange: (value: number | '') => void;
  emptyLabel?: string;
  error?: ReactNode;
  minWidth?: number;
}) {
  const t = useAdminT();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === '' ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      // The label sits above and the field says 'Any': a long label ('Production status') no longer runs under
      // the arrow of an empty field, and the filter shows what it is set to.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: `min(${minWidth}px, 100%)` }}
    >
      <MenuItem value="">{emptyLabel ?? t('admin.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)} sx={option.nested ? { pl: 4 } : undefined}>
          {option.content ? <span translate="no">{option.label}</span> : option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Every category of the tree, children indented under their parent. */
export const categoryOptions = (tree: CategoryNode[]): SelectOption[] =>
  tree.flatMap((node) => [
    { value: node.category_id, label: node.name, content: true },
    ...node.children.map((child) => ({
      value: child.category_id,
      label: child.name,
      nested: true,
      content: true,
    })),
  ]);

/** Status options whose labels are `<prefix>.<status>` in the admin catalog. */
export const statusOptions = <S extends number>(t: AdminT, statuses: readonly S[], prefix: string) =>
  statuses.map((status) => ({ value: status, label: t(`${prefix}.${status}` as AdminKey) }));

/** How a dialog names an image: its name, or its number when it has none. */
export const imageTitle = (image: Pick<GalleryImage, 'name' | 'image_id'>) =>
  image.name || `#${image.image_id}`;

/** The product dialogs (review making, review sell, tracking): the row's image and product. */
export interface ProductDialogProps {
  image: GalleryImage;
  product: NonNullable<GalleryImage['product']>;
  onClose: () => void;
}
