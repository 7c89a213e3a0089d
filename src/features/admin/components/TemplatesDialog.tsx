import Skeleton from '@mui/material/Skeleton';
import type { PromptTemplate } from '@/api/types';
import { useGetCategoryPromptsQuery } from '@/api/endpoints/prompts';
import { useUpdateCategoryPromptMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';
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
}: {
  categoryId: number;
  categoryName: string;
  onClose: () => void;
}) {
  const templates = useGetCategoryPromptsQuery({ category_id: categoryId });
  const [save] = useUpdateCategoryPromptMutation();
  const { run } = useAdminAction();

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
      title={`Templates of “${categoryName}”`}
      status={
        <>
          {templates.isLoading && <Skeleton height={80} />}
          {templates.isError && <LoadError what="The templates" onRetry={() => void templates.refetch()} />}
        </>
      }
      items={templates.data?.map((tpl) => ({
        key: tpl.prompt_id,
        label: (
          <>
            <strong>{tpl.name}</strong> — {text(tpl.description)}
          </>
        ),
        editLabel: `Edit template ${tpl.name}`,
        values: { name: tpl.name, description: text(tpl.description) },
      }))}
      emptyText="No templates yet."
      fields={FIELDS}
      rules={(editing) => ({
        name: nameRule(editing),
        description: (prompt) => (prompt.trim() ? undefined : 'The prompt is required'),
      })}
      formLabel="Template form"
      saveLabel="Save template"
      addLabel="Add template"
      onSave={(values, promptId) => {
        const body = {
          category_id: categoryId,
          name: values.name.trim(),
          description: values.description.trim(),
          ...(promptId ? { prompt_id: promptId } : {}),
        };
        return run(() => save(body).unwrap(), 'Template saved');
      }}
      onClose={onClose}
    />
  );
}
