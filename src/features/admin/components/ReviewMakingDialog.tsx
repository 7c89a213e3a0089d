import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, type FormRules } from '@/hooks/useForm';
import { useReviewMakingMutation } from '../api';
import { REASON_HINT } from '../constants';
import { useAdminAction } from '../hooks/useAdminAction';
import { amountField, requiredText } from '../utils';
import { FormDialog } from './ConfirmDialog';
import { ReasonField, imageTitle, type ProductDialogProps } from './fields';

interface Review {
  decision: 'approve' | 'dismiss';
  cost: string;
  price: string;
  suggested: string;
  reason: string;
}

const approving =
  (label: string, required = false) =>
  (raw: string, { decision }: Review) =>
    decision === 'approve' ? amountField(raw, label, { required }).error : undefined;

const RULES: FormRules<Review> = {
  cost: approving('Sampling cost', true),
  price: approving('Sampling price'),
  suggested: approving('Suggested price'),
  reason: (reason, { decision }) => (decision === 'dismiss' ? requiredText(reason, 'A reason') : undefined),
};

const AMOUNT = { htmlInput: { inputMode: 'decimal' } } as const;

/** `reviewMaking`: approve with a sampling cost and suggested price, or dismiss with a reason. */
export function ReviewMakingDialog({ image, product, onClose }: ProductDialogProps) {
  const [review] = useReviewMakingMutation();
  const { run } = useAdminAction();
  const form = useForm<Review>({
    initial: { decision: 'approve', cost: '', price: '', suggested: '', reason: '' },
    rules: RULES,
    onSubmit: async (values) => {
      if (values.decision === 'dismiss') {
        const body = { product_id: product.product_id, pass: false, reason: values.reason.trim() };
        if (await run(() => review(body).unwrap(), 'Production dismissed')) onClose();
        return;
      }
      const cost = amountField(values.cost, 'Sampling cost').value!;
      const price = amountField(values.price, 'Sampling price', { required: false }).value;
      const suggested = amountField(values.suggested, 'Suggested price', { required: false }).value;
      const body = {
        product_id: product.product_id,
        pass: true,
        sampling_cost: cost,
        sampling_price: price ?? cost,
        ...(suggested !== undefined ? { suggested_selling_price: suggested } : {}),
      };
      if (await run(() => review(body).unwrap(), 'Cost assessment approved')) onClose();
    },
  });
  const { decision } = form.values;

  return (
    <FormDialog
      form={form}
      title={`Review production of “${imageTitle(image)}”`}
      confirmLabel={decision === 'approve' ? 'Approve' : 'Dismiss'}
      destructive={decision === 'dismiss'}
      onClose={onClose}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Product #{product.product_id}. Approving moves it to “Reviewed” and shows the user the sampling
          price to pay; dismissing closes the application.
        </Typography>
        <RadioGroup
          row
          aria-label="Decision"
          value={decision}
          onChange={(event) => form.setValue('decision', event.target.value as Review['decision'])}
        >
          <FormControlLabel value="approve" control={<Radio />} label="Approve" />
          <FormControlLabel value="dismiss" control={<Radio />} label="Dismiss" />
        </RadioGroup>
        {decision === 'approve' ? (
          <>
            <TextField
              {...form.field('cost', { hint: 'What making one sample costs.' })}
              label="Sampling cost (USD)"
              required
              autoFocus
              slotProps={AMOUNT}
            />
            <TextField
              {...form.field('price', { hint: 'What the user pays for the sample; the cost when empty.' })}
              label="Sampling price (USD)"
              slotProps={AMOUNT}
            />
            <TextField
              {...form.field('suggested', { hint: 'Optional; three times the price when empty.' })}
              label="Suggested selling price (USD)"
              slotProps={AMOUNT}
            />
          </>
        ) : (
          <ReasonField {...form.field('reason', { hint: REASON_HINT })} />
        )}
      </Stack>
    </FormDialog>
  );
}
