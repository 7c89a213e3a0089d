import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductionStatusModal } from '@/components/ProductionStatusModal';
import type { ProductInfo } from '@/api/types';
import { formatMoney } from '@/utils/money';
import { paths } from '@/utils/paths';
import { PRE_SALE_STATUS_LABELS, PROGRESS_STEPS } from '@/utils/productionStatus';
import { MESSAGES, SERVICE_FEE_RATE } from '../constants';
import { paidSummary } from '../utils';
import { ProductionPeriodChart } from './ProductionPeriodChart';
import { ProductLayout } from './ProductLayout';

/**
 * Spec 3 §2.3 order status: the modal on load, the period chart, what was paid (the order's amount, with its
 * breakdown), items booked, the maker, and — once the operator has recorded it — the carrier and tracking number.
 */
export function DeliverView({ info }: { info: ProductInfo }) {
  const product = info.product!;
  const [modalOpen, setModalOpen] = useState(true);
  const count = product.sampling_count ?? 0;
  const paid = paidSummary(product);
  const tracking = product.tracking;
  const dispatched = product.production_status === 4 || !!tracking;
  const canList =
    product.pre_sale_status === null ||
    product.pre_sale_status === undefined ||
    [0, 3, 5].includes(product.pre_sale_status);
  return (
    <ProductLayout title="Order status" imagePath={info.path} imageAlt="The product design">
      <Stack spacing={2.5}>
        <ProductionPeriodChart />
        <Divider />
        <Stack
          component="dl"
          spacing={1}
          sx={{ m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}
        >
          <dt>Total paid</dt>
          <dd>
            <span data-testid="total-paid">{formatMoney(paid.amount, paid.currency)}</span>
            {paid.breakdown && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {`${paid.breakdown.count} ${paid.breakdown.count === 1 ? 'piece' : 'pieces'} ${formatMoney(
                  paid.breakdown.subtotal,
                  paid.currency,
                )} + ${Math.round(SERVICE_FEE_RATE * 100)}% service fee ${formatMoney(paid.breakdown.fee, paid.currency)}`}
              </Typography>
            )}
          </dd>
          <dt>Items booked</dt>
          <dd>{count}</dd>
          {tracking && (
            <>
              <dt>Carrier</dt>
              <dd>{tracking.carrier}</dd>
              <dt>Tracking number</dt>
              <dd>{tracking.tracking_number}</dd>
            </>
          )}
          {product.pre_sale_status !== null && product.pre_sale_status !== undefined && (
            <>
              <dt>Pre-sale</dt>
              <dd>{PRE_SALE_STATUS_LABELS[product.pre_sale_status]}</dd>
            </>
          )}
        </Stack>
        {product.supplier && (
          <section aria-labelledby="maker-title">
            <Typography id="maker-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Maker: {product.supplier.name}
            </Typography>
            <Typography color="text.secondary">{product.supplier.desc}</Typography>
          </section>
        )}
        {product.description && (
          <section aria-labelledby="note-title">
            <Typography id="note-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Your note to the maker
            </Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {product.description}
            </Typography>
          </section>
        )}
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => setModalOpen(true)}>View progress</Button>
          {canList && (
            <Button component={RouterLink} to={paths.preSale(info.image_id)} variant="contained">
              List for pre-sale
            </Button>
          )}
        </Stack>
      </Stack>
      <ProductionStatusModal
        open={modalOpen}
        title={dispatched ? MESSAGES.dispatchedModalTitle : MESSAGES.deliverModalTitle}
        steps={PROGRESS_STEPS}
        activeStep={dispatched ? 3 : 2}
        note={
          dispatched && tracking
            ? `${tracking.carrier}, tracking number ${tracking.tracking_number}`
            : MESSAGES.deliverModalNote
        }
        onClose={() => setModalOpen(false)}
      />
    </ProductLayout>
  );
}
