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
export function ListEditorDialog({
  id,
  title,
  items,
  emptyText,
  status,
  form,
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
  /** The fields of the open form, or null when no entry is being edited. */
  form: ReactNode | null;
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
          {form ? (
            <Stack spacing={1.5} component="section" aria-label={formLabel}>
              {form}
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
