import type { CategoryAttribute } from '@/api/types';
import { useUpdateCategoryAttrMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';
import { requiredText } from '../utils';
import { ListEditorDialog } from './ListEditorDialog';

const FIELDS = [
  { key: 'name', label: 'Attribute name' },
  { key: 'values', label: 'Values (comma-separated)' },
] as const;

const splitValues = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const RULES = {
  name: (name: string) => requiredText(name, 'Name'),
  values: (values: string) => (splitValues(values).length ? undefined : 'At least one value'),
};

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
  const [save] = useUpdateCategoryAttrMutation();
  const { run } = useAdminAction();

  return (
    <ListEditorDialog
      title={`Attributes of “${categoryName}”`}
      items={attributes.map((attr) => ({
        key: attr.attribute_id,
        label: (
          <>
            <strong>{attr.name}</strong>: {attr.values.join(', ')}
          </>
        ),
        editLabel: `Edit attribute ${attr.name}`,
        values: { name: attr.name, values: attr.values.join(', ') },
      }))}
      emptyText="No attributes yet."
      fields={FIELDS}
      rules={() => RULES}
      formLabel="Attribute form"
      saveLabel="Save attribute"
      addLabel="Add attribute"
      onSave={(values, attributeId) => {
        const body = {
          category_id: categoryId,
          name: values.name.trim(),
          values: splitValues(values.values),
          ...(attributeId ? { attribute_id: attributeId } : {}),
        };
        return run(() => save(body).unwrap(), 'Attribute saved');
      }}
      onClose={onClose}
    />
  );
}
