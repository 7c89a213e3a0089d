import { useState } from 'react';
import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useReviewSellMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';
import { requiredText } from '../utils';
import { ConfirmDialog } from './ConfirmDialog';
import { ReasonField, imageTitle, type ProductDialogProps } from './fields';
import { formatMoney } from '@/utils/money';

/** `reviewSell`: put the pre-sale on sale, or reject it with a reason. */
export function ReviewSellDialog({ image, product, onClose }: ProductDialogProps) {
  const [pass, setPass] = useState(true);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [review] = useReviewSellMutation();
  const { run, busy } = useAdminAction();

  const confirm = async () => {
    const reasonError = pass ? undefined : requiredText(reason, 'A reason');
    setError(reasonError);
    if (reasonError) return;
    const body = { product_id: product.product_id, pass, ...(pass ? {} : { reason: reason.trim() }) };
    if (await run(() => review(body).unwrap(), pass ? 'Pre-sale approved' : 'Pre-sale rejected')) onClose();
  };

  return (
    <ConfirmDialog
      open
      title={`Review the pre-sale of “${imageTitle(image)}”`}
      confirmLabel={pass ? 'Put on sale' : 'Reject'}
      destructive={!pass}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {product.title ? `“${product.title}”, ` : ''}selling price{' '}
          {formatMoney(product.selling_price ?? Number.NaN)}, {product.people_number ?? '—'} buyers needed.
        </Typography>
        <RadioGroup
          row
          aria-label="Decision"
          value={pass ? 'pass' : 'reject'}
          onChange={(event) => setPass(event.target.value === 'pass')}
        >
          <FormControlLabel value="pass" control={<Radio />} label="On sale" />
          <FormControlLabel value="reject" control={<Radio />} label="Rejected" />
        </RadioGroup>
        {!pass && <ReasonField value={reason} error={error} onChange={setReason} />}
      </Stack>
    </ConfirmDialog>
  );
}
