import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { CategoryAttribute } from '@/api/types';
import { useUpdateCategoryAttrMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';

interface Draft {
  attribute_id?: number;
  name: string;
  values: string;
}

const splitValues = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A category's attributes and their values (`/category/updateAttr`), the data behind Inspiration's pickers. */
export function AttributesDialog({
  categoryId,
  categoryName,
  attributes,
  onClose,
}: {
  categoryId: number;
  categoryName: string;
  attributes: CategoryAttribute[];
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<{ name?: string; values?: string }>({});
  const [save] = useUpdateCategoryAttrMutation();
  const { run, busy } = useAdminAction();

  const submit = async () => {
    if (!draft) return;
    const values = splitValues(draft.values);
    const next = {
      name: draft.name.trim() ? undefined : 'Name is required',
      values: values.length ? undefined : 'At least one value',
    };
    setErrors(next);
    if (next.name || next.values) return;
    const body = {
      category_id: categoryId,
      name: draft.name.trim(),
      values,
      ...(draft.attribute_id ? { attribute_id: draft.attribute_id } : {}),
    };
    if (await run(() => save(body).unwrap(), 'Attribute saved')) setDraft(null);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="attributes-title"
    >
      <DialogTitle id="attributes-title">Attributes of “{categoryName}”</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {attributes.length === 0 && <Typography color="text.secondary">No attributes yet.</Typography>}
          {attributes.map((attr) => (
            <Stack key={attr.attribute_id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1, minWidth: 0 }}>
                <strong>{attr.name}</strong>: {attr.values.join(', ')}
              </Typography>
              <Button
                size="small"
                aria-label={`Edit attribute ${attr.name}`}
                onClick={() =>
                  setDraft({
                    attribute_id: attr.attribute_id,
                    name: attr.name,
                    values: attr.values.join(', '),
                  })
                }
              >
                Edit
              </Button>
            </Stack>
          ))}
          {draft ? (
            <Stack spacing={1.5} component="section" aria-label="Attribute form">
              <TextField
                label="Attribute name"
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                error={Boolean(errors.name)}
                helperText={errors.name}
                required
                autoFocus
              />
              <TextField
                label="Values (comma-separated)"
                value={draft.values}
                onChange={(event) => setDraft({ ...draft, values: event.target.value })}
                error={Boolean(errors.values)}
                helperText={errors.values}
                required
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => setDraft(null)} disabled={busy}>
                  Cancel
                </Button>
                <Button variant="contained" onClick={() => void submit()} loading={busy}>
                  Save attribute
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Button onClick={() => setDraft({ name: '', values: '' })} sx={{ alignSelf: 'flex-start' }}>
              Add attribute
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
