import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Divider, Stack, Typography } from '@mui/material';
import { ProductionStatusModal } from '@/components/ProductionStatusModal';
import type { ProductInfo } from '@/api/types';
import { paths } from '@/utils/paths';
import { MESSAGES, PRE_SALE_STATUS_NAMES, PROGRESS_STEPS } from '../constants';
import { totalPaid } from '../utils';
import { ProductionPeriodChart } from './ProductionPeriodChart';
import { ProductLayout } from './ProductLayout';
import { formatMoney } from '@/utils/money';

/** Spec 3 §2.3 order status: the modal on load, the period chart, total paid, items booked and the maker. */
export function DeliverView({ info }: { info: ProductInfo }) {
  const product = info.product!;
  const [modalOpen, setModalOpen] = useState(true);
  const count = product.sampling_count ?? 0;
  const unit = product.sampling_price ?? product.sampling_prices ?? 0;
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
          <dd>{formatMoney(totalPaid(count, unit))}</dd>
          <dt>Items booked</dt>
          <dd>{count}</dd>
          {product.pre_sale_status !== null && product.pre_sale_status !== undefined && (
            <>
              <dt>Pre-sale</dt>
              <dd>{PRE_SALE_STATUS_NAMES[product.pre_sale_status]}</dd>
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
        title={MESSAGES.deliverModalTitle}
        steps={PROGRESS_STEPS}
        activeStep={2}
        note={MESSAGES.deliverModalNote}
        onClose={() => setModalOpen(false)}
      />
    </ProductLayout>
  );
}
