import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from '@/hooks/useForm';
import { useReviewSellMutation } from '../api';
import { withContent } from '@/i18n/content';
import { useAdminAction } from '../hooks/useAdminAction';
import { adminT, useAdminT } from '../i18n';
import { requiredText } from '../utils';
import { FormDialog } from './ConfirmDialog';
import { imageTitle, type ProductDialogProps } from './fields';
import { ReasonField } from './ReasonField';

/** `reviewSell`: put the pre-sale on sale, or reject it with a reason. */
export function ReviewSellDialog({ image, product, onClose }: ProductDialogProps) {
  const t = useAdminT();
  const [review] = useReviewSellMutation();
  const { run } = useAdminAction();
  const form = useForm({
    initial: { pass: true, reason: '' },
    rules: {
      reason: (reason, { pass }) => (pass ? undefined : requiredText(reason, adminT('admin.aReason'))),
    },
    onSubmit: async ({ pass, reason }) => {
      const body = { product_id: product.product_id, pass, ...(pass ? {} : { reason: reason.trim() }) };
      if (await run(() => review(body).unwrap(), t(pass ? 'admin.sell.approved' : 'admin.sell.rejected')))
        onClose();
    },
  });
  const { pass } = form.values;

  return (
    <FormDialog
      form={form}
      title={withContent(t, 'admin.sell.title', { name: imageTitle(image) })}
      confirmLabel={t(pass ? 'admin.sell.putOnSale' : 'admin.sell.reject')}
      destructive={!pass}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {t(product.title ? 'admin.sell.summaryTitled' : 'admin.sell.summary', {
            title: product.title ?? '',
            price: product.selling_price ?? '—',
            people: product.people_number ?? '—',
          })}
        </Typography>
        <RadioGroup
          row
          aria-label={t('admin.decision')}
          value={pass ? 'pass' : 'reject'}
          onChange={(event) => form.setValue('pass', event.target.value === 'pass')}
        >
          <FormControlLabel value="pass" control={<Radio />} label={t('admin.sell.onSale')} />
          <FormControlLabel value="reject" control={<Radio />} label={t('admin.sell.rejectedOption')} />
        </RadioGroup>
        {!pass && <ReasonField {...form.field('reason', { hint: t('admin.reasonHint') })} />}
      </Stack>
    </FormDialog>
  );
}
