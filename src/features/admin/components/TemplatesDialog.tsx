import { useState } from 'react';
import { Skeleton } from '@mui/material';
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

interface Draft {
  prompt_id?: number;
  name: string;
  description: string;
}

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
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [save] = useUpdateCategoryPromptMutation();
  const { run, busy } = useAdminAction();

  const submit = async () => {
    if (!draft) return;
    const next = {
      name: !draft.name.trim()
        ? 'Name is required'
        : templates.data?.some(
              (tpl) =>
                tpl.prompt_id !== draft.prompt_id &&
                tpl.name.toLowerCase() === draft.name.trim().toLowerCase(),
            )
          ? `A template named “${draft.name.trim()}” already exists in this category`
          : undefined,
      description: draft.description.trim() ? undefined : 'The prompt is required',
    };
    setErrors(next);
    if (next.name || next.description) return;
    const body = {
      category_id: categoryId,
      name: draft.name.trim(),
      description: draft.description.trim(),
      ...(draft.prompt_id ? { prompt_id: draft.prompt_id } : {}),
    };
    if (await run(() => save(body).unwrap(), 'Template saved')) setDraft(null);
  };

  return (
    <ListEditorDialog
      id="templates-title"
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
        onEdit: () =>
          setDraft({ prompt_id: tpl.prompt_id, name: tpl.name, description: text(tpl.description) }),
      }))}
      emptyText="No templates yet."
      fields={FIELDS}
      draft={draft}
      errors={errors}
      onDraft={(patch) => setDraft((current) => current && { ...current, ...patch })}
      formLabel="Template form"
      saveLabel="Save template"
      addLabel="Add template"
      busy={busy}
      onAdd={() => setDraft({ name: '', description: '' })}
      onSave={() => void submit()}
      onCancelForm={() => setDraft(null)}
      onClose={onClose}
    />
  );
}
