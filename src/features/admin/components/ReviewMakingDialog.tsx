import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, type FormRules } from '@/hooks/useForm';
import { useReviewMakingMutation } from '../api';
import { withContent } from '@/i18n/content';
import { useAdminAction } from '../hooks/useAdminAction';
import { adminT, useAdminT, type AdminKey } from '../i18n';
import { amountField, requiredText } from '../utils';
import { FormDialog } from './ConfirmDialog';
import { imageTitle, type ProductDialogProps } from './fields';
import { ReasonField } from './ReasonField';

interface Review {
  decision: 'approve' | 'dismiss';
  cost: string;
  price: string;
  suggested: string;
  reason: string;
}

// The texts are read when a rule runs (each render), so they follow the language in use.
const approving =
  (label: AdminKey, required = false) =>
  (raw: string, { decision }: Review) =>
    decision === 'approve' ? amountField(raw, adminT(label), { required }).error : undefined;

const RULES: FormRules<Review> = {
  cost: approving('admin.making.samplingCost', true),
  price: approving('admin.making.samplingPrice'),
  suggested: approving('admin.making.suggestedPrice'),
  reason: (reason, { decision }) =>
    decision === 'dismiss' ? requiredText(reason, adminT('admin.aReason')) : undefined,
};

const AMOUNT = { htmlInput: { inputMode: 'decimal' } } as const;

/** `reviewMaking`: approve with a sampling cost and suggested price, or dismiss with a reason. */
export function ReviewMakingDialog({ image, product, onClose }: ProductDialogProps) {
  const t = useAdminT();
  const [review] = useReviewMakingMutation();
  const { run } = useAdminAction();
  const form = useForm<Review>({
    initial: { decision: 'approve', cost: '', price: '', suggested: '', reason: '' },
    rules: RULES,
    onSubmit: async (values) => {
      if (values.decision === 'dismiss') {
        const body = { product_id: product.product_id, pass: false, reason: values.reason.trim() };
        if (await run(() => review(body).unwrap(), t('admin.making.dismissed'))) onClose();
        return;
      }
      const cost = amountField(values.cost, '').value!;
      const price = amountField(values.price, '', { required: false }).value;
      const suggested = amountField(values.suggested, '', { required: false }).value;
      const body = {
        product_id: product.product_id,
        pass: true,
        sampling_cost: cost,
        sampling_price: price ?? cost,
        ...(suggested !== undefined ? { suggested_selling_price: suggested } : {}),
      };
      if (await run(() => review(body).unwrap(), t('admin.making.approved'))) onClose();
    },
  });
  const { decision } = form.values;

  return (
    <FormDialog
      form={form}
      title={withContent(t, 'admin.making.title', { name: imageTitle(image) })}
      confirmLabel={t(decision === 'approve' ? 'admin.making.approve' : 'admin.making.dismiss')}
      destructive={decision === 'dismiss'}
      onClose={onClose}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {t('admin.making.intro', { id: product.product_id })}
        </Typography>
        <RadioGroup
          row
          aria-label={t('admin.decision')}
          value={decision}
          onChange={(event) => form.setValue('decision', event.target.value as Review['decision'])}
        >
          <FormControlLabel value="approve" control={<Radio />} label={t('admin.making.approve')} />
          <FormControlLabel value="dismiss" control={<Radio />} label={t('admin.making.dismiss')} />
        </RadioGroup>
        {decision === 'approve' ? (
          <>
            <TextField
              {...form.field('cost', { hint: t('admin.making.costHint') })}
              label={t('admin.making.costLabel')}
              required
              autoFocus
              slotProps={AMOUNT}
            />
            <TextField
              {...form.field('price', { hint: t('admin.making.priceHint') })}
              label={t('admin.making.priceLabel')}
              slotProps={AMOUNT}
            />
            <TextField
              {...form.field('suggested', { hint: t('admin.making.suggestedHint') })}
              label={t('admin.making.suggestedLabel')}
              slotProps={AMOUNT}
            />
          </>
        ) : (
          <ReasonField {...form.field('reason', { hint: t('admin.reasonHint') })} />
        )}
      </Stack>
    </FormDialog>
  );
}
