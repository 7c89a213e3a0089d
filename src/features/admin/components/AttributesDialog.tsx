import type { CategoryAttribute } from '@/api/types';
import { useUpdateCategoryAttrMutation } from '../api';
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

export interface AttributesDialogProps {
  categoryId: number;
  categoryName: string;
  attributes: CategoryAttribute[];
  onClose: () => void;
}

/** A category's attributes and their values (`/category/updateAttr`), the data behind Inspiration's pickers. */
export function AttributesDialog({ categoryId, categoryName, attributes, onClose }: AttributesDialogProps) {
  const [save] = useUpdateCategoryAttrMutation();
  return (
    <ListEditorDialog
      noun="attribute"
      categoryName={categoryName}
      items={attributes.map((attr) => ({
        key: attr.attribute_id,
        name: attr.name,
        detail: attr.values.join(', '),
        values: { name: attr.name, values: attr.values.join(', ') },
      }))}
      separator=": "
      fields={FIELDS}
      rules={() => RULES}
      save={({ name, values }, attributeId) =>
        save({
          category_id: categoryId,
          name,
          values: splitValues(values),
          ...(attributeId ? { attribute_id: attributeId } : {}),
        }).unwrap()
      }
      onClose={onClose}
    />
  );
}
