import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductionStatusModal } from '@/components/ProductionStatusModal';
import type { ProductInfo } from '@/api/types';
import { formatMoney } from '@/utils/money';
import { paths } from '@/utils/paths';
import { PROGRESS_STEP_KEYS, SERVICE_FEE_RATE } from '../constants';
import { useProductionT } from '../i18n';
import { paidSummary, preSaleStatusText } from '../utils';
import { ProductionPeriodChart } from './ProductionPeriodChart';
import { ProductLayout } from './ProductLayout';

type Product = NonNullable<ProductInfo['product']>;

/** What was paid (with its breakdown), items booked, and once known the carrier, tracking number and pre-sale. */
function OrderFacts({ product }: { product: Product }) {
  const t = useProductionT();
  const paid = paidSummary(product);
  const money = (amount: number) => formatMoney(amount, paid.currency, t.locale);
  const count = product.sampling_count ?? 0;
  const tracking = product.tracking;
  return (
    <Stack
      component="dl"
      spacing={1}
      sx={{ m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}
    >
      <dt>{t('production.deliver.totalPaid')}</dt>
      <dd>
        <span data-testid="total-paid">{money(paid.amount)}</span>
        {paid.breakdown && (
          <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
            {t('production.deliver.breakdown', {
              count: paid.breakdown.count,
              subtotal: money(paid.breakdown.subtotal),
              rate: Math.round(SERVICE_FEE_RATE * 100),
              fee: money(paid.breakdown.fee),
            })}
          </Typography>
        )}
      </dd>
      <dt>{t('production.deliver.itemsBooked')}</dt>
      <dd>{count}</dd>
      {tracking && (
        <>
          <dt>{t('production.deliver.carrier')}</dt>
          <dd>{tracking.carrier}</dd>
          <dt>{t('production.deliver.trackingNumber')}</dt>
          <dd>{tracking.tracking_number}</dd>
        </>
      )}
      {product.pre_sale_status !== null && product.pre_sale_status !== undefined && (
        <>
          <dt>{t('production.deliver.preSale')}</dt>
          <dd>{preSaleStatusText(t, product.pre_sale_status)}</dd>
        </>
      )}
    </Stack>
  );
}

/** The maker and the note the user left, when there are. */
function ProductNotes({ product }: { product: Product }) {
  const t = useProductionT();
  return (
    <>
      {product.supplier && (
        <section aria-labelledby="maker-title">
          <Typography id="maker-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('production.deliver.maker', { name: product.supplier.name })}
          </Typography>
          <Typography color="textSecondary">{product.supplier.desc}</Typography>
        </section>
      )}
      {product.description && (
        <section aria-labelledby="note-title">
          <Typography id="note-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('production.deliver.yourNote')}
          </Typography>
          <Typography color="textSecondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {product.description}
          </Typography>
        </section>
      )}
    </>
  );
}

/**
 * Spec 3 §2.3 order status: the modal on load, the period chart, what was paid (the order's amount, with its
 * breakdown), items booked, the maker, and — once the operator has recorded it — the carrier and tracking number.
 */
export function DeliverView({ info }: { info: ProductInfo }) {
  const t = useProductionT();
  const product = info.product!;
  const [modalOpen, setModalOpen] = useState(true);
  const viewProgress = useRef<HTMLButtonElement>(null);
  const tracking = product.tracking;
  const dispatched = product.production_status === 4 || !!tracking;
  const canList =
    product.pre_sale_status === null ||
    product.pre_sale_status === undefined ||
    [0, 3, 5].includes(product.pre_sale_status);
  return (
    <ProductLayout
      title={t('production.deliver.title')}
      imagePath={info.path}
      imageAlt={t('production.productAlt')}
    >
      <Stack spacing={2.5}>
        <ProductionPeriodChart />
        <Divider />
        <OrderFacts product={product} />
        <ProductNotes product={product} />
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button ref={viewProgress} onClick={() => setModalOpen(true)}>
            {t('production.viewProgress')}
          </Button>
          {canList && (
            <Button
              component={RouterLink}
              to={paths.preSale(info.image_id)}
              variant={dispatched ? 'contained' : 'outlined'}
              aria-describedby={dispatched ? undefined : 'prepare-listing-hint'}
            >
              {t(dispatched ? 'production.deliver.listForPreSale' : 'production.deliver.prepareListing')}
            </Button>
          )}
        </Stack>
        {canList && !dispatched && (
          // While the goods are made, the listing can be prepared early; it is offered as listing once dispatched.
          <Typography id="prepare-listing-hint" variant="body2" color="textSecondary">
            {t('production.deliver.prepareListingHint')}
          </Typography>
        )}
      </Stack>
      <ProductionStatusModal
        open={modalOpen}
        title={t(dispatched ? 'production.dispatchedModalTitle' : 'production.deliverModalTitle')}
        steps={PROGRESS_STEP_KEYS.map((key) => t(key))}
        activeStep={dispatched ? 3 : 2}
        note={
          dispatched && tracking
            ? t('production.dispatchedNote', { carrier: tracking.carrier, number: tracking.tracking_number })
            : t('production.deliverModalNote')
        }
        onClose={() => setModalOpen(false)}
        returnFocusTo={() => viewProgress.current}
      />
    </ProductLayout>
  );
}
