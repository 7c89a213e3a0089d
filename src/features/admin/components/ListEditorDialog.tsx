import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/AppDialog';
import { useForm, type FormRules } from '@/hooks/useForm';

export interface ListEditorField<K extends string> {
  key: K;
  label: string;
  multiline?: boolean;
}

export interface ListEditorItem<K extends string> {
  key: number;
  /** What the row shows (name and values). */
  label: ReactNode;
  /** The accessible name of its Edit button. */
  editLabel: string;
  /** What the form starts from when the row is edited. */
  values: Record<K, string>;
}

interface EntryFormProps<K extends string> {
  fields: readonly ListEditorField<K>[];
  initial: Record<K, string>;
  rules: FormRules<Record<K, string>>;
  label: string;
  saveLabel: string;
  /** Resolves to true when saved (the form closes). */
  onSave: (values: Record<K, string>) => Promise<boolean>;
  onClose: () => void;
}

/** The add / edit form under the list: one `useForm`, mounted per entry so each starts from its own values. */
function EntryForm<K extends string>({
  fields,
  initial,
  rules,
  label,
  saveLabel,
  onSave,
  onClose,
}: EntryFormProps<K>) {
  const form = useForm({
    initial,
    rules,
    onSubmit: async (values) => {
      if (await onSave(values)) onClose();
    },
  });
  return (
    <Stack spacing={1} component="form" noValidate aria-label={label} onSubmit={form.handleSubmit}>
      {fields.map((field, index) => (
        <TextField
          key={field.key}
          {...form.field(field.key)}
          label={field.label}
          required
          autoFocus={index === 0}
          multiline={field.multiline}
          minRows={field.multiline ? 2 : undefined}
        />
      ))}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={form.submitting}>
          {saveLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * A dialog that lists a category's entries (attributes, templates) with an Edit button each, and one inline form
 * to add or edit an entry (every field required, the first focused).
 */
export function ListEditorDialog<K extends string>({
  title,
  items,
  emptyText,
  status,
  fields,
  rules,
  formLabel,
  saveLabel,
  addLabel,
  onSave,
  onClose,
}: {
  title: string;
  items: ListEditorItem<K>[] | undefined;
  emptyText: string;
  /** Loading or error state of the list, shown above it. */
  status?: ReactNode;
  fields: readonly ListEditorField<K>[];
  /** Rules of the entry form; `editing` is the key of the entry being edited (null when adding). */
  rules: (editing: number | null) => FormRules<Record<K, string>>;
  formLabel: string;
  saveLabel: string;
  addLabel: string;
  /** Saves the entry (`editing` null: a new one); resolves to true when saved. */
  onSave: (values: Record<K, string>, editing: number | null) => Promise<boolean>;
  onClose: () => void;
}) {
  /** The entry in the form: its key (null for a new one) and starting values; null when the form is closed. */
  const [draft, setDraft] = useState<{ key: number | null; values: Record<K, string> } | null>(null);
  const empty = Object.fromEntries(fields.map((field) => [field.key, ''])) as Record<K, string>;
  return (
    <AppDialog open onClose={onClose} title={title}>
      <Stack spacing={1.5} sx={{ pt: 1 }}>
        {status}
        {items?.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
        {items?.map((item) => (
          <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{item.label}</Typography>
            <Button
              size="small"
              aria-label={item.editLabel}
              onClick={() => setDraft({ key: item.key, values: item.values })}
            >
              Edit
            </Button>
          </Stack>
        ))}
        {draft ? (
          <EntryForm
            key={draft.key ?? 'new'}
            fields={fields}
            initial={draft.values}
            rules={rules(draft.key)}
            label={formLabel}
            saveLabel={saveLabel}
            onSave={(values) => onSave(values, draft.key)}
            onClose={() => setDraft(null)}
          />
        ) : (
          <Box>
            <Button onClick={() => setDraft({ key: null, values: empty })}>{addLabel}</Button>
          </Box>
        )}
      </Stack>
    </AppDialog>
  );
}
