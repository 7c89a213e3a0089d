import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/AppDialog';
import { useForm, type FormRules } from '@/hooks/useForm';
import { withContent } from '@/i18n/content';
import { useAdminAction } from '../hooks/useAdminAction';
import { useAdminCategoriesT } from '../categories/i18n';
import { useAdminT } from '../i18n';

export interface ListEditorField<K extends string> {
  key: K;
  label: string;
  multiline?: boolean;
}

export interface ListEditorItem<K extends string> {
  key: number;
  /** The entry's name: bold in its row, and in its Edit button's accessible name. */
  name: string;
  /** What follows the name in the row (the values, the prompt). */
  detail: string;
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
  const t = useAdminT();
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
          {t('admin.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.submitting}>
          {saveLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

const trimmed = <K extends string>(values: Record<K, string>) =>
  Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, value.trim()])) as Record<
    K,
    string
  >;

export interface ListEditorDialogProps<K extends string> {
  /** What one entry is: its texts (`admin.<noun>.*`) name the dialog, the form, its buttons and the toast. */
  noun: 'attribute' | 'template';
  categoryName: string;
  items: ListEditorItem<K>[] | undefined;
  /** Between an entry's name and its detail in the row. */
  separator: string;
  /** Loading or error state of the list, shown above it. */
  status?: ReactNode;
  fields: readonly ListEditorField<K>[];
  /** Rules of the entry form; `editing` is the key of the entry being edited (null when adding). */
  rules: (editing: number | null) => FormRules<Record<K, string>>;
  /** The save call with the trimmed values (`editing` null: a new entry); its toasts are the dialog's. */
  save: (values: Record<K, string>, editing: number | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A dialog that lists a category's entries (attributes, templates) with an Edit button each, and one inline form
 * to add or edit an entry (every field required, the first focused).
 */
export function ListEditorDialog<K extends string>({
  noun,
  categoryName,
  items,
  separator,
  status,
  fields,
  rules,
  save,
  onClose,
}: ListEditorDialogProps<K>) {
  const t = useAdminT();
  const tc = useAdminCategoriesT();
  const { run } = useAdminAction();
  /** The entry in the form: its key (null for a new one) and starting values; null when the form is closed. */
  const [draft, setDraft] = useState<{ key: number | null; values: Record<K, string> } | null>(null);
  const empty = Object.fromEntries(fields.map((field) => [field.key, ''])) as Record<K, string>;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={withContent(tc, `adminCategories.${noun}.title`, { name: categoryName })}
    >
      <Stack spacing={1.5} sx={{ pt: 1 }}>
        {status}
        {items?.length === 0 && (
          <Typography color="textSecondary">{tc(`adminCategories.${noun}.empty`)}</Typography>
        )}
        {items?.map((item) => (
          <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <strong translate="no">{item.name}</strong>
              {separator}
              <span translate="no">{item.detail}</span>
            </Typography>
            <Button
              size="small"
              aria-label={tc(`adminCategories.${noun}.editLabel`, { name: item.name })}
              onClick={() => setDraft({ key: item.key, values: item.values })}
            >
              {t('admin.edit')}
            </Button>
          </Stack>
        ))}
        {draft ? (
          <EntryForm
            key={draft.key ?? 'new'}
            fields={fields}
            initial={draft.values}
            rules={rules(draft.key)}
            label={tc(`adminCategories.${noun}.form`)}
            saveLabel={tc(`adminCategories.${noun}.save`)}
            onSave={(values) =>
              run(() => save(trimmed(values), draft.key), tc(`adminCategories.${noun}.saved`))
            }
            onClose={() => setDraft(null)}
          />
        ) : (
          <Box>
            <Button onClick={() => setDraft({ key: null, values: empty })}>
              {tc(`adminCategories.${noun}.add`)}
            </Button>
          </Box>
        )}
      </Stack>
    </AppDialog>
  );
}
