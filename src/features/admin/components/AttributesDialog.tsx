import type { CategoryAttribute } from '@/api/types';
import { useUpdateCategoryAttrMutation } from '../api';
import { useAdminCategoriesT, adminCategoriesT } from '../categories/i18n';
import { adminT } from '../i18n';
import { requiredText } from '../utils';
import { ListEditorDialog } from './ListEditorDialog';

const splitValues = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const RULES = {
  name: (name: string) => requiredText(name, adminT('admin.name')),
  values: (values: string) =>
    splitValues(values).length ? undefined : adminCategoriesT('adminCategories.attribute.oneValue'),
};

export interface AttributesDialogProps {
  categoryId: number;
  categoryName: string;
  attributes: CategoryAttribute[];
  onClose: () => void;
}

/** A category's attributes and their values (`/category/updateAttr`), the data behind Inspiration's pickers. */
export function AttributesDialog({ categoryId, categoryName, attributes, onClose }: AttributesDialogProps) {
  const tc = useAdminCategoriesT();
  const [save] = useUpdateCategoryAttrMutation();
  const fields = [
    { key: 'name', label: tc('adminCategories.attribute.name') },
    { key: 'values', label: tc('adminCategories.attribute.values') },
  ] as const;
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
      fields={fields}
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
