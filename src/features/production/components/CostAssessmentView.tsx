import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductionStatusModal } from '@/components/ProductionStatusModal';
import type { ProductInfo } from '@/api/types';
import { formatMoney } from '@/utils/money';
import { paths } from '@/utils/paths';
import { DRAFT_KEYS, PROGRESS_STEP_KEYS } from '../constants';
import { useProductionT } from '../i18n';
import { useDraftForm } from '@/hooks/useDraftForm';
import { EMPTY_NOTE, MAKER_NOTE_RULES, priceOptions } from '../utils';
import { MakerNoteField } from './MakerNoteField';
import { ProductLayout } from './ProductLayout';

/** Both start the one checkout; the method is only preselected in its confirmation. */
const PAY_BUTTONS = [
  { method: 'paypal', label: 'production.cost.payPaypal', variant: 'contained' },
  { method: 'card', label: 'production.cost.payCard', variant: 'outlined' },
] as const;

export interface CostAssessmentViewProps {
  info: ProductInfo;
}

/**
 * Spec 3 §2.8 cost page: under review it waits ('Pending', the status modal); once reviewed it shows the
 * sampling cost and starts the one checkout (address → confirmation with the fee → payment → deliver) with
 * PayPal or the card preselected (spec 2 §2, §4). The Description is the note to the maker; it goes with the
 * production application.
 */
export function CostAssessmentView({ info }: CostAssessmentViewProps) {
  const t = useProductionT();
  const product = info.product!;
  const reviewed = product.production_status === 2;
  const [modalOpen, setModalOpen] = useState(!reviewed);
  const viewProgress = useRef<HTMLButtonElement>(null);
  const note = useDraftForm(DRAFT_KEYS.note(info.image_id), {
    initial: EMPTY_NOTE,
    rules: MAKER_NOTE_RULES,
    onSubmit: () => undefined,
  });
  const cost = product.sampling_cost || product.sampling_price || 0;
  const [single] = priceOptions(product);

  return (
    <ProductLayout
      title={t('production.cost.title')}
      imagePath={info.path}
      imageAlt={t('production.productAlt')}
    >
      <Stack spacing={2.5}>
        <MakerNoteField form={note} />
        {reviewed ? (
          <>
            <Typography>
              {t('production.cost.samplingCost')} <strong>{formatMoney(cost, 'USD', t.locale)}</strong>
            </Typography>
            <Alert severity="success">
              {t('production.cost.done', { total: formatMoney(single.total, 'USD', t.locale) })}
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {PAY_BUTTONS.map(({ method, label, variant }) => (
                <Button
                  key={method}
                  variant={variant}
                  size="large"
                  component={RouterLink}
                  to={paths.generate(info.image_id, { method })}
                  disabled={cost <= 0}
                >
                  {t(label)}
                </Button>
              ))}
            </Stack>
          </>
        ) : (
          <>
            <Typography>
              {t('production.cost.price')} <strong>{t('production.waitCost')}</strong>
            </Typography>
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" size="large" disabled>
                {t('production.pending')}
              </Button>
              <Button ref={viewProgress} onClick={() => setModalOpen(true)}>
                {t('production.viewProgress')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
      <ProductionStatusModal
        open={modalOpen && !reviewed}
        title={t('production.costModalTitle')}
        steps={PROGRESS_STEP_KEYS.map((key) => t(key))}
        activeStep={0}
        note={t('production.costModalNote')}
        onClose={() => setModalOpen(false)}
        returnFocusTo={() => viewProgress.current}
      />
    </ProductLayout>
  );
}
