import Skeleton from '@mui/material/Skeleton';
import type { PromptTemplate } from '@/api/types';
import { useGetCategoryPromptsQuery } from '@/api/endpoints/prompts';
import { useUpdateCategoryPromptMutation } from '../api';
import type { AttributesDialogProps } from './AttributesDialog';
import { ListEditorDialog } from './ListEditorDialog';
import { LoadError } from './LoadError';

const FIELDS = [
  { key: 'name', label: 'Template name' },
  { key: 'description', label: 'Prompt', multiline: true },
] as const;

const text = (d: PromptTemplate['description']) => (Array.isArray(d) ? d.join(', ') : (d ?? ''));

/** The prompt templates of a category (`/category/promptList`, `/category/updatePrompt`): marketing's templates. */
export function TemplatesDialog({
  categoryId,
  categoryName,
  onClose,
}: Omit<AttributesDialogProps, 'attributes'>) {
  const templates = useGetCategoryPromptsQuery({ category_id: categoryId });
  const [save] = useUpdateCategoryPromptMutation();

  /** Names are unique within the category (case-insensitive), the edited template aside. */
  const nameRule = (editing: number | null) => (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return 'Name is required';
    const taken = templates.data?.some(
      (tpl) => tpl.prompt_id !== editing && tpl.name.toLowerCase() === trimmed.toLowerCase(),
    );
    return taken ? `A template named “${trimmed}” already exists in this category` : undefined;
  };

  return (
    <ListEditorDialog
      noun="template"
      categoryName={categoryName}
      status={
        <>
          {templates.isLoading && <Skeleton height={80} />}
          {templates.isError && <LoadError what="The templates" onRetry={() => void templates.refetch()} />}
        </>
      }
      items={templates.data?.map((tpl) => ({
        key: tpl.prompt_id,
        name: tpl.name,
        detail: text(tpl.description),
        values: { name: tpl.name, description: text(tpl.description) },
      }))}
      separator=" — "
      fields={FIELDS}
      rules={(editing) => ({
        name: nameRule(editing),
        description: (prompt) => (prompt.trim() ? undefined : 'The prompt is required'),
      })}
      save={(values, promptId) =>
        save({ category_id: categoryId, ...values, ...(promptId ? { prompt_id: promptId } : {}) }).unwrap()
      }
      onClose={onClose}
    />
  );
}
