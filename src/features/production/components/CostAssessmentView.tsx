import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { ProductionStatusModal } from '@/components/ProductionStatusModal';
import type { ProductInfo } from '@/api/types';
import { PaymentModal, usePaymentFlow } from '@/features/payment';
import { paths } from '@/utils/paths';
import { toast } from '@/utils/toast';
import { MESSAGES, PROGRESS_STEPS } from '../constants';
import { useSessionDraft } from '../hooks/useSessionDraft';
import { ProductLayout } from './ProductLayout';
import { formatMoney } from '@/utils/money';

export interface CostAssessmentViewProps {
  info: ProductInfo;
}

/**
 * Spec 3 §2.8 cost page: under review it waits ('Pending', the status modal); once reviewed it shows the
 * sampling cost and a PayPal checkout through the shared payment flow (spec 2 §2), then the deliver page.
 */
export function CostAssessmentView({ info }: CostAssessmentViewProps) {
  const navigate = useNavigate();
  const product = info.product!;
  const reviewed = product.production_status === 2;
  const [modalOpen, setModalOpen] = useState(!reviewed);
  const draft = useSessionDraft(`cost:${info.image_id}`, { description: '' });
  const flow = usePaymentFlow({
    successMessage: MESSAGES.paySuccess,
    onPaid: () => {
      void navigate(paths.deliver(info.image_id));
    },
  });
  const cost = product.sampling_cost || product.sampling_price || 0;

  const pay = async () => {
    try {
      await flow.open({
        kind: 'making',
        productId: product.product_id,
        count: 1,
        price: cost,
        method: 'paypal',
      });
    } catch {
      toast.error(MESSAGES.paymentError);
      void flow.close();
    }
  };

  return (
    <ProductLayout title="Cost assessment" imagePath={info.path} imageAlt="The product design">
      <Stack spacing={2.5}>
        <TextField
          label="Description"
          multiline
          minRows={4}
          value={draft.values.description}
          onChange={(e) => draft.update({ description: e.target.value })}
          helperText="Tell the maker about sizes, materials or finishes you have in mind."
        />
        {reviewed ? (
          <>
            <Typography>
              Sampling cost: <strong>{formatMoney(cost)}</strong>
            </Typography>
            <Alert severity="success">
              The cost assessment is done. Pay the sample with PayPal to start production.
            </Alert>
            <Button
              variant="contained"
              size="large"
              onClick={() => void pay()}
              disabled={flow.isOpen || cost <= 0}
            >
              Pay {formatMoney(cost)} with PayPal
            </Button>
            <Button component={RouterLink} to={paths.generate(info.image_id)}>
              Enter a shipping address and pay by card
            </Button>
          </>
        ) : (
          <>
            <Typography>
              Price: <strong>{MESSAGES.waitCost}</strong>
            </Typography>
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" size="large" disabled>
                {MESSAGES.pending}
              </Button>
              <Button onClick={() => setModalOpen(true)}>View progress</Button>
            </Stack>
          </>
        )}
      </Stack>
      <ProductionStatusModal
        open={modalOpen && !reviewed}
        title={MESSAGES.costModalTitle}
        steps={PROGRESS_STEPS}
        activeStep={0}
        note={MESSAGES.costModalNote}
        onClose={() => setModalOpen(false)}
      />
      <PaymentModal flow={flow} title="Pay the sample" />
    </ProductLayout>
  );
}
