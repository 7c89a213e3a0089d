import type { FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { ADDRESS_FIELDS } from '../constants';
import type { AddressErrors, AddressValues } from '../utils';

export interface AddressFormProps {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (patch: Partial<AddressValues>) => void;
  onSubmit: () => void;
  busy?: boolean;
}

/** Spec 2 §3, §5: the shipping address, all eight fields required, each with its own message. */
export function AddressForm({ values, errors, onChange, onSubmit, busy }: AddressFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Shipping address">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2.5 }}>
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            required
            autoComplete={field.autoComplete}
            value={values[field.name]}
            error={!!errors[field.name]}
            helperText={errors[field.name] ?? ' '}
            onChange={(e) => onChange({ [field.name]: e.target.value })}
            sx={field.name === 'address1' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          />
        ))}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Continue
      </Button>
    </Box>
  );
}
