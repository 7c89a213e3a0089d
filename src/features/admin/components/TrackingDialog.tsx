import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useSetTrackingMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';
import { requiredText } from '../utils';
import { ConfirmDialog } from './ConfirmDialog';
import { FieldText, imageTitle, type ProductDialogProps } from './fields';

/** `tracking`: carrier and tracking number; the product moves to dispatched. */
export function TrackingDialog({ image, product, onClose }: ProductDialogProps) {
  const [carrier, setCarrier] = useState(product.tracking?.carrier ?? '');
  const [number, setNumber] = useState(product.tracking?.tracking_number ?? '');
  const [errors, setErrors] = useState<{ carrier?: string; number?: string }>({});
  const [save] = useSetTrackingMutation();
  const { run, busy } = useAdminAction();

  const confirm = async () => {
    const next = {
      carrier: requiredText(carrier, 'Carrier'),
      number: requiredText(number, 'Tracking number'),
    };
    setErrors(next);
    if (next.carrier || next.number) return;
    const body = { product_id: product.product_id, carrier: carrier.trim(), tracking_number: number.trim() };
    if (await run(() => save(body).unwrap(), 'Tracking saved; the product is dispatched')) onClose();
  };

  return (
    <ConfirmDialog
      open
      title={`Record tracking for “${imageTitle(image)}”`}
      confirmLabel="Save tracking"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Product #{product.product_id} moves to “Dispatched”.
        </Typography>
        <FieldText
          label="Carrier"
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
          error={errors.carrier}
          required
          autoFocus
        />
        <FieldText
          label="Tracking number"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          error={errors.number}
          required
        />
      </Stack>
    </ConfirmDialog>
  );
}
