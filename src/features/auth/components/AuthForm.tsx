import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { FormApi } from '@/hooks/useForm';
import { FormError } from './FormError';
import { SubmitButton } from './SubmitButton';

export interface AuthFormProps {
  /** The form's accessible name ('Sign in', 'Change password'). */
  label: string;
  /** The form's useForm: its submit, why the last one failed (shown above the fields), whether one is in flight. */
  form: Pick<FormApi<object>, 'handleSubmit' | 'submitError' | 'submitting'>;
  /** The submit button's words. */
  submit: ReactNode;
  /** Under the fields, above the submit (a 'Forgot password?' link). */
  beforeSubmit?: ReactNode;
  /** Under the submit (a secondary action). */
  afterSubmit?: ReactNode;
  children: ReactNode;
}

/** The frame every auth form shares: the refusal on top, the fields, then one full-width submit. */
export function AuthForm({ label, form, submit, beforeSubmit, afterSubmit, children }: AuthFormProps) {
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={label}>
      <FormError message={form.submitError} />
      {children}
      {beforeSubmit}
      <Box sx={{ mt: 1, display: 'grid', gap: 1 }}>
        <SubmitButton busy={form.submitting}>{submit}</SubmitButton>
        {afterSubmit}
      </Box>
    </Box>
  );
}
