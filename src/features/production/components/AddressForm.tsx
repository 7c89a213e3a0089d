import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormApi } from '@/hooks/useForm';
import { ADDRESS_FIELDS } from '../constants';
import { useProductionT } from '../i18n';
import type { AddressValues } from '../utils';

export interface AddressFormProps {
  form: FormApi<AddressValues>;
  onSubmit: (event: FormEvent) => void;
  /** More fields under the address (the note to the maker). */
  children?: ReactNode;
  busy?: boolean;
  submitLabel?: string;
}

/** Spec 2 §3, §5: the shipping address, all eight fields required, each with its own message (useForm's rule). */
export function AddressForm({ form, onSubmit, children, busy, submitLabel }: AddressFormProps) {
  const t = useProductionT();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('production.address.title')}>
      {form.submitError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.submitError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2.5 }}>
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field.name}
            {...form.field(field.name)}
            label={t(`production.address.${field.name}`)}
            required
            autoComplete={field.autoComplete}
            disabled={busy}
            sx={field.name === 'address1' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          />
        ))}
      </Box>
      {children}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {submitLabel ?? t('production.address.continue')}
      </Button>
    </Box>
  );
}
