import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CategoryNode } from '@/api/types';
import { useForm } from '@/hooks/useForm';
import type { FieldMessage } from '@/hooks/useForm';
import { withContent } from '@/i18n/content';
import { useUpdateCategoryMutation } from '../api';
import { useAdminCategoriesT } from '../categories/i18n';
import { useAdminT } from '../i18n';
import { useAdminAction } from '../hooks/useAdminAction';
import { requiredText } from '../utils';
import { FormDialog } from './ConfirmDialog';

export interface EditableCategory {
  category_id?: number;
  name: string;
  parent_id: number | null;
  filter_type: 0 | 1;
  type: 0 | 1;
  show_type: 0 | 1;
}

/** The category's three two-way switches: their field, label and the names of 0 and 1. */
const FLAGS = [
  {
    key: 'filter_type',
    label: 'adminCategories.categories.kind',
    options: ['adminCategories.categories.ordinary', 'adminCategories.categories.styleLong'],
  },
  {
    key: 'type',
    label: 'adminCategories.categories.media',
    options: ['adminCategories.categories.image', 'adminCategories.categories.video'],
  },
  {
    key: 'show_type',
    label: 'adminCategories.categories.showAs',
    options: ['adminCategories.categories.productShow', 'adminCategories.categories.sceneShow'],
  },
] as const;

/** Sibling categories must differ by name (case-insensitive), or the pickers show two equal entries. */
function duplicateName(
  tree: CategoryNode[],
  draft: EditableCategory,
  tc: ReturnType<typeof useAdminCategoriesT>,
): FieldMessage | undefined {
  const siblings =
    draft.parent_id === null
      ? tree
      : (tree.find((node) => node.category_id === draft.parent_id)?.children ?? []);
  const name = draft.name.trim().toLowerCase();
  const taken = siblings.some(
    (node) => node.category_id !== draft.category_id && node.name.toLowerCase() === name,
  );
  return taken ? (
    <>{withContent(tc, 'adminCategories.categories.taken', { name: draft.name.trim() })}</>
  ) : undefined;
}

/** `/category/update`: create (no id) or rename and re-file a category; two levels only. */
export function CategoryFormDialog({
  category,
  tree,
  onClose,
}: {
  category: EditableCategory;
  tree: CategoryNode[];
  onClose: () => void;
}) {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  const [save] = useUpdateCategoryMutation();
  const { run } = useAdminAction();
  const form = useForm({
    initial: category,
    rules: { name: (name, draft) => requiredText(name, t('admin.name')) ?? duplicateName(tree, draft, tc) },
    onSubmit: async (draft) => {
      const body = { ...draft, name: draft.name.trim() };
      if (
        await run(
          () => save(body).unwrap(),
          tc(category.category_id ? 'adminCategories.categories.saved' : 'adminCategories.categories.added'),
        )
      )
        onClose();
    },
  });
  const draft = form.values;
  const isParent = tree.some((node) => node.category_id === category.category_id && node.children.length > 0);
  const parents = tree.filter((node) => node.category_id !== category.category_id);

  return (
    <FormDialog
      form={form}
      title={
        category.category_id
          ? withContent(tc, 'adminCategories.categories.editTitle', { name: category.name })
          : tc('adminCategories.categories.add')
      }
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField {...form.field('name')} label={t('admin.name')} required autoFocus />
        <TextField
          select
          label={tc('adminCategories.categories.parent')}
          value={draft.parent_id === null ? '' : String(draft.parent_id)}
          onChange={(event) =>
            form.setValue('parent_id', event.target.value === '' ? null : Number(event.target.value))
          }
          disabled={isParent}
          helperText={isParent ? tc('adminCategories.categories.parentFixed') : undefined}
        >
          <MenuItem value="">{tc('adminCategories.categories.noParent')}</MenuItem>
          {parents.map((node) => (
            <MenuItem key={node.category_id} value={String(node.category_id)}>
              <span translate="no">{node.name}</span>
            </MenuItem>
          ))}
        </TextField>
        {FLAGS.map((flag) => (
          <TextField
            key={flag.key}
            select
            label={tc(flag.label)}
            value={String(draft[flag.key])}
            onChange={(event) => form.setValue(flag.key, Number(event.target.value) as 0 | 1)}
          >
            {flag.options.map((option, value) => (
              <MenuItem key={option} value={String(value)}>
                {tc(option)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
    </FormDialog>
  );
}
