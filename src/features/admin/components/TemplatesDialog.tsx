import Skeleton from '@mui/material/Skeleton';
import type { PromptTemplate } from '@/api/types';
import { useGetCategoryPromptsQuery } from '@/api/endpoints/prompts';
import { useUpdateCategoryPromptMutation } from '../api';
import type { AttributesDialogProps } from './AttributesDialog';
import { withContent } from '@/i18n/content';
import { useAdminCategoriesT } from '../categories/i18n';
import { useAdminT } from '../i18n';
import { ListEditorDialog } from './ListEditorDialog';
import { LoadError } from './LoadError';

const text = (d: PromptTemplate['description']) => (Array.isArray(d) ? d.join(', ') : (d ?? ''));

/** The prompt templates of a category (`/category/promptList`, `/category/updatePrompt`): marketing's templates. */
export function TemplatesDialog({
  categoryId,
  categoryName,
  onClose,
}: Omit<AttributesDialogProps, 'attributes'>) {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  const templates = useGetCategoryPromptsQuery({ category_id: categoryId });
  const fields = [
    { key: 'name', label: tc('adminCategories.template.name') },
    { key: 'description', label: tc('adminCategories.template.prompt'), multiline: true },
  ] as const;
  const [save] = useUpdateCategoryPromptMutation();

  /** Names are unique within the category (case-insensitive), the edited template aside. */
  const nameRule = (editing: number | null) => (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return t('admin.required', { label: t('admin.name') });
    const taken = templates.data?.some(
      (tpl) => tpl.prompt_id !== editing && tpl.name.toLowerCase() === trimmed.toLowerCase(),
    );
    return taken ? <>{withContent(tc, 'adminCategories.template.taken', { name: trimmed })}</> : undefined;
  };

  return (
    <ListEditorDialog
      noun="template"
      categoryName={categoryName}
      status={
        <>
          {templates.isLoading && <Skeleton height={80} />}
          {templates.isError && (
            <LoadError what={tc('adminCategories.template.what')} onRetry={() => void templates.refetch()} />
          )}
        </>
      }
      items={templates.data?.map((tpl) => ({
        key: tpl.prompt_id,
        name: tpl.name,
        detail: text(tpl.description),
        values: { name: tpl.name, description: text(tpl.description) },
      }))}
      separator=" — "
      fields={fields}
      rules={(editing) => ({
        name: nameRule(editing),
        description: (prompt) => (prompt.trim() ? undefined : tc('adminCategories.template.promptRequired')),
      })}
      save={(values, promptId) =>
        save({ category_id: categoryId, ...values, ...(promptId ? { prompt_id: promptId } : {}) }).unwrap()
      }
      onClose={onClose}
    />
  );
}
