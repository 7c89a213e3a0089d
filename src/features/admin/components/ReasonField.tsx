import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useAdminT } from '../i18n';

/** The dismiss / reject reason of a review; pass `form.field('reason', { hint: t('admin.reasonHint') })`. */
export function ReasonField(props: TextFieldProps) {
  const t = useAdminT();
  return <TextField {...props} label={t('admin.reason')} required multiline minRows={2} autoFocus />;
}
