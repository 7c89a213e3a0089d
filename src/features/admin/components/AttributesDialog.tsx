import { useState } from 'react';
import type { CategoryAttribute } from '@/api/types';
import { useUpdateCategoryAttrMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';
import { ListEditorDialog } from './ListEditorDialog';

const FIELDS = [
  { key: 'name', label: 'Attribute name' },
  { key: 'values', label: 'Values (comma-separated)' },
] as const;

interface Draft {
  attribute_id?: number;
  name: string;
  values: string;
}

const splitValues = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A category's attributes and their values (`/category/updateAttr`), the data behind Inspiration's pickers. */
export function AttributesDialog({
  categoryId,
  categoryName,
  attributes,
  onClose,
}: {
  categoryId: number;
  categoryName: string;
  attributes: CategoryAttribute[];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<{ name?: string; values?: string }>({});
  const [save] = useUpdateCategoryAttrMutation();
  const { run, busy } = useAdminAction();

  const submit = async () => {
    if (!draft) return;
    const values = splitValues(draft.values);
    const next = {
      name: draft.name.trim() ? undefined : 'Name is required',
      values: values.length ? undefined : 'At least one value',
    };
    setErrors(next);
    if (next.name || next.values) return;
    const body = {
      category_id: categoryId,
      name: draft.name.trim(),
      values,
      ...(draft.attribute_id ? { attribute_id: draft.attribute_id } : {}),
    };
    if (await run(() => save(body).unwrap(), 'Attribute saved')) setDraft(null);
  };

  return (
    <ListEditorDialog
      id="attributes-title"
      title={`Attributes of “${categoryName}”`}
      items={attributes.map((attr) => ({
        key: attr.attribute_id,
        label: (
          <>
            <strong>{attr.name}</strong>: {attr.values.join(', ')}
          </>
        ),
        editLabel: `Edit attribute ${attr.name}`,
        onEdit: () =>
          setDraft({ attribute_id: attr.attribute_id, name: attr.name, values: attr.values.join(', ') }),
      }))}
      emptyText="No attributes yet."
      fields={FIELDS}
      draft={draft}
      errors={errors}
      onDraft={(patch) => setDraft((current) => current && { ...current, ...patch })}
      formLabel="Attribute form"
      saveLabel="Save attribute"
      addLabel="Add attribute"
      busy={busy}
      onAdd={() => setDraft({ name: '', values: '' })}
      onSave={() => void submit()}
      onCancelForm={() => setDraft(null)}
      onClose={onClose}
    />
  );
}
