import { useState } from 'react';
import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useReviewMakingMutation } from '../api';
import { useAdminAction } from '../hooks/useAdminAction';
import { amountField, requiredText } from '../utils';
import { ConfirmDialog } from './ConfirmDialog';
import { FieldText, ReasonField, imageTitle, type ProductDialogProps } from './fields';

/** `reviewMaking`: approve with a sampling cost and suggested price, or dismiss with a reason. */
export function ReviewMakingDialog({ image, product, onClose }: ProductDialogProps) {
  const [decision, setDecision] = useState<'approve' | 'dismiss'>('approve');
  const [cost, setCost] = useState('');
  const [price, setPrice] = useState('');
  const [suggested, setSuggested] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [review] = useReviewMakingMutation();
  const { run, busy } = useAdminAction();

  const confirm = async () => {
    if (decision === 'dismiss') {
      const reasonError = requiredText(reason, 'A reason');
      setErrors({ reason: reasonError });
      if (reasonError) return;
      const body = { product_id: product.product_id, pass: false, reason: reason.trim() };
      if (await run(() => review(body).unwrap(), 'Production dismissed')) onClose();
      return;
    }
    const c = amountField(cost, 'Sampling cost');
    const p = amountField(price, 'Sampling price', { required: false });
    const s = amountField(suggested, 'Suggested price', { required: false });
    setErrors({ cost: c.error, price: p.error, suggested: s.error });
    if (c.error || p.error || s.error) return;
    const body = {
      product_id: product.product_id,
      pass: true,
      sampling_cost: c.value,
      sampling_price: p.value ?? c.value,
      ...(s.value !== undefined ? { suggested_selling_price: s.value } : {}),
    };
    if (await run(() => review(body).unwrap(), 'Cost assessment approved')) onClose();
  };

  return (
    <ConfirmDialog
      open
      title={`Review production of “${imageTitle(image)}”`}
      confirmLabel={decision === 'approve' ? 'Approve' : 'Dismiss'}
      destructive={decision === 'dismiss'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Product #{product.product_id}. Approving moves it to “Reviewed” and shows the user the sampling
          price to pay; dismissing closes the application.
        </Typography>
        <RadioGroup
          row
          aria-label="Decision"
          value={decision}
          onChange={(event) => setDecision(event.target.value as 'approve' | 'dismiss')}
        >
          <FormControlLabel value="approve" control={<Radio />} label="Approve" />
          <FormControlLabel value="dismiss" control={<Radio />} label="Dismiss" />
        </RadioGroup>
        {decision === 'approve' ? (
          <>
            <FieldText
              label="Sampling cost (USD)"
              value={cost}
              onChange={(event) => setCost(event.target.value)}
              error={errors.cost}
              hint={'What making one sample costs.'}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FieldText
              label="Sampling price (USD)"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              error={errors.price}
              hint={'What the user pays for the sample; the cost when empty.'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FieldText
              label="Suggested selling price (USD)"
              value={suggested}
              onChange={(event) => setSuggested(event.target.value)}
              error={errors.suggested}
              hint={'Optional; three times the price when empty.'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </>
        ) : (
          <ReasonField value={reason} error={errors.reason} onChange={setReason} />
        )}
      </Stack>
    </ConfirmDialog>
  );
}
