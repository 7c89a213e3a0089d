import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from '@/hooks/useForm';
import { useReviewSellMutation } from '../api';
import { REASON_HINT } from '../constants';
import { useAdminAction } from '../hooks/useAdminAction';
import { requiredText } from '../utils';
import { FormDialog } from './ConfirmDialog';
import { ReasonField, imageTitle, type ProductDialogProps } from './fields';

/** `reviewSell`: put the pre-sale on sale, or reject it with a reason. */
export function ReviewSellDialog({ image, product, onClose }: ProductDialogProps) {
  const [review] = useReviewSellMutation();
  const { run } = useAdminAction();
  const form = useForm({
    initial: { pass: true, reason: '' },
    rules: { reason: (reason, { pass }) => (pass ? undefined : requiredText(reason, 'A reason')) },
    onSubmit: async ({ pass, reason }) => {
      const body = { product_id: product.product_id, pass, ...(pass ? {} : { reason: reason.trim() }) };
      if (await run(() => review(body).unwrap(), pass ? 'Pre-sale approved' : 'Pre-sale rejected')) onClose();
    },
  });
  const { pass } = form.values;

  return (
    <FormDialog
      form={form}
      title={`Review the pre-sale of “${imageTitle(image)}”`}
      confirmLabel={pass ? 'Put on sale' : 'Reject'}
      destructive={!pass}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {product.title ? `“${product.title}”, ` : ''}selling price {product.selling_price ?? '—'} USD,{' '}
          {product.people_number ?? '—'} buyers needed.
        </Typography>
        <RadioGroup
          row
          aria-label="Decision"
          value={pass ? 'pass' : 'reject'}
          onChange={(event) => form.setValue('pass', event.target.value === 'pass')}
        >
          <FormControlLabel value="pass" control={<Radio />} label="On sale" />
          <FormControlLabel value="reject" control={<Radio />} label="Rejected" />
        </RadioGroup>
        {!pass && <ReasonField {...form.field('reason', { hint: REASON_HINT })} />}
      </Stack>
    </FormDialog>
  );
}
