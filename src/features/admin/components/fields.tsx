import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { CategoryNode, GalleryImage } from '@/api/types';
import { LazySelect } from '@/components/select/LazySelect';
import { useAdminT, type AdminKey, type AdminT } from '../i18n';

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
  const id = useId();
  // TextField's select, composed from its parts around LazySelect: a filter bar's selects load MUI's Select (with its
  // Menu and Modal) when one is first opened, not with the page.
  return (
    <FormControl size="small" error={Boolean(error)} sx={{ minWidth: `min(${minWidth}px, 100%)` }}>
      {/* The label sits above and the field says 'Any': a long label ('Production status') no longer runs under
          the arrow of an empty field, and the filter shows what it is set to. */}
      <InputLabel id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <LazySelect<number | ''>
        labelId={`${id}-label`}
        label={label}
        notched
        displayEmpty
        value={value}
        onChange={onChange}
        aria-describedby={error ? `${id}-helper-text` : undefined}
        options={[
          { value: '', label: emptyLabel ?? t('admin.any') },
          ...options.map((option) => ({
            value: option.value,
            label: option.content ? <span translate="no">{option.label}</span> : option.label,
            nested: option.nested,
          })),
        ]}
      />
      {error && <FormHelperText id={`${id}-helper-text`}>{error}</FormHelperText>}
    </FormControl>
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
