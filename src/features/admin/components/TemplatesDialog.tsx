import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { PromptTemplate } from '@/api/types';
import { useListCategoryPromptsQuery, useUpdateCategoryPromptMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';
import { LoadError } from './LoadError';

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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const templates = useListCategoryPromptsQuery({ category_id: categoryId });
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
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="templates-title"
    >
      <DialogTitle id="templates-title">Templates of “{categoryName}”</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {templates.isLoading && <Skeleton height={80} />}
          {templates.isError && <LoadError what="The templates" onRetry={() => void templates.refetch()} />}
          {templates.data?.length === 0 && <Typography color="text.secondary">No templates yet.</Typography>}
          {templates.data?.map((tpl) => (
            <Stack key={tpl.prompt_id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1, minWidth: 0 }}>
                <strong>{tpl.name}</strong> — {text(tpl.description)}
              </Typography>
              <Button
                size="small"
                aria-label={`Edit template ${tpl.name}`}
                onClick={() =>
                  setDraft({ prompt_id: tpl.prompt_id, name: tpl.name, description: text(tpl.description) })
                }
              >
                Edit
              </Button>
            </Stack>
          ))}
          {draft ? (
            <Stack spacing={1.5} component="section" aria-label="Template form">
              <TextField
                label="Template name"
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                error={Boolean(errors.name)}
                helperText={errors.name}
                required
                autoFocus
              />
              <TextField
                label="Prompt"
                value={draft.description}
                onChange={(event) => setDraft({ ...draft, description: event.target.value })}
                error={Boolean(errors.description)}
                helperText={errors.description}
                required
                multiline
                minRows={2}
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => setDraft(null)} disabled={busy}>
                  Cancel
                </Button>
                <Button variant="contained" onClick={() => void submit()} loading={busy}>
                  Save template
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Button onClick={() => setDraft({ name: '', description: '' })} sx={{ alignSelf: 'flex-start' }}>
              Add template
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
