import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from '@/hooks/useForm';
import { useSetTrackingMutation } from '../api';
import { withContent } from '@/i18n/content';
import { useAdminAction } from '../hooks/useAdminAction';
import { adminT, useAdminT } from '../i18n';
import { requiredText } from '../utils';
import { FormDialog } from './ConfirmDialog';
import { imageTitle, type ProductDialogProps } from './fields';

const RULES = {
  carrier: (value: string) => requiredText(value, adminT('admin.tracking.carrier')),
  number: (value: string) => requiredText(value, adminT('admin.tracking.number')),
};

/**
 * `tracking`: carrier and tracking number; the product moves to dispatched. `onSaved` gets a confirmation that
 * stays on the page (the row leaves an 'In production' list at once, the toast a few seconds later).
 */
export function TrackingDialog({
  image,
  product,
  onClose,
  onSaved,
}: ProductDialogProps & { onSaved?: (message: string) => void }) {
  const t = useAdminT();
  const [save] = useSetTrackingMutation();
  const { run } = useAdminAction();
  const form = useForm({
    initial: { carrier: product.tracking?.carrier ?? '', number: product.tracking?.tracking_number ?? '' },
    rules: RULES,
    onSubmit: async ({ carrier, number }) => {
      const body = {
        product_id: product.product_id,
        carrier: carrier.trim(),
        tracking_number: number.trim(),
      };
      if (await run(() => save(body).unwrap(), t('admin.tracking.saved'))) {
        onSaved?.(
          t('admin.tracking.savedFor', {
            id: product.product_id,
            carrier: body.carrier,
            number: body.tracking_number,
          }),
        );
        onClose();
      }
    },
  });

  return (
    <FormDialog
      form={form}
      title={withContent(t, 'admin.tracking.title', { name: imageTitle(image) })}
      confirmLabel={t('admin.tracking.save')}
      onClose={onClose}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {t('admin.tracking.intro', { id: product.product_id })}
        </Typography>
        <TextField {...form.field('carrier')} label={t('admin.tracking.carrier')} required autoFocus />
        <TextField {...form.field('number')} label={t('admin.tracking.number')} required />
      </Stack>
    </FormDialog>
  );
}
