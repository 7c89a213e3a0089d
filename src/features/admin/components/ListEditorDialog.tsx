import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { FieldText } from './fields';

export interface ListEditorField<K extends string> {
  key: K;
  label: string;
  multiline?: boolean;
}

export interface ListEditorItem {
  key: number;
  /** What the row shows (name and values). */
  label: ReactNode;
  /** The accessible name of its Edit button. */
  editLabel: string;
  onEdit: () => void;
}

/**
 * A dialog that lists a category's entries (attributes, templates) with an Edit button each, and
 * one inline form to add or edit an entry. Full-screen on phones.
 */
export function ListEditorDialog<K extends string>({
  id,
  title,
  items,
  emptyText,
  status,
  fields,
  draft,
  errors,
  onDraft,
  formLabel,
  saveLabel,
  addLabel,
  busy,
  onAdd,
  onSave,
  onCancelForm,
  onClose,
}: {
  id: string;
  title: string;
  items: ListEditorItem[] | undefined;
  emptyText: string;
  /** Loading or error state of the list, shown above it. */
  status?: ReactNode;
  /** The form's fields (all required, the first focused). */
  fields: readonly ListEditorField<K>[];
  /** The entry being edited, or null when the form is closed. */
  draft: Record<K, string> | null;
  errors: Partial<Record<K, string>>;
  onDraft: (patch: Partial<Record<K, string>>) => void;
  formLabel: string;
  saveLabel: string;
  addLabel: string;
  busy: boolean;
  onAdd: () => void;
  onSave: () => void;
  onCancelForm: () => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {status}
          {items?.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
          {items?.map((item) => (
            <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{item.label}</Typography>
              <Button size="small" aria-label={item.editLabel} onClick={item.onEdit}>
                Edit
              </Button>
            </Stack>
          ))}
          {draft ? (
            <Stack spacing={1.5} component="section" aria-label={formLabel}>
              {fields.map((field, index) => (
                <FieldText
                  key={field.key}
                  label={field.label}
                  value={draft[field.key]}
                  onChange={(event) =>
                    onDraft({ [field.key]: event.target.value } as Partial<Record<K, string>>)
                  }
                  error={errors[field.key]}
                  required
                  autoFocus={index === 0}
                  multiline={field.multiline}
                  minRows={field.multiline ? 2 : undefined}
                />
              ))}
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={onCancelForm} disabled={busy}>
                  Cancel
                </Button>
                <Button variant="contained" onClick={onSave} loading={busy}>
                  {saveLabel}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Button onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
              {addLabel}
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
