import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from '@/hooks/useForm';
import { useSetTrackingMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';
import { requiredText } from '../utils';
import { FormDialog } from './ConfirmDialog';
import { imageTitle, type ProductDialogProps } from './fields';

const RULES = {
  carrier: (value: string) => requiredText(value, 'Carrier'),
  number: (value: string) => requiredText(value, 'Tracking number'),
};

/** `tracking`: carrier and tracking number; the product moves to dispatched. */
export function TrackingDialog({ image, product, onClose }: ProductDialogProps) {
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
      if (await run(() => save(body).unwrap(), 'Tracking saved; the product is dispatched')) onClose();
    },
  });

  return (
    <FormDialog
      form={form}
      title={`Record tracking for “${imageTitle(image)}”`}
      confirmLabel="Save tracking"
      onClose={onClose}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Product #{product.product_id} moves to “Dispatched”.
        </Typography>
        <TextField {...form.field('carrier')} label="Carrier" required autoFocus />
        <TextField {...form.field('number')} label="Tracking number" required />
      </Stack>
    </FormDialog>
  );
}
