import { useSearchParams } from 'react-router-dom';
import type { ProductInfo } from '@/api/types';
import type { PaymentMethod } from '@/features/payment';
import { MakingCheckout } from './MakingCheckout';
import { useProductionT } from '../i18n';
import { ProductLayout } from './ProductLayout';
import { ProductionSteps } from './ProductionSteps';

/** The address step belongs to Pay (Valuation › Pay › Make › Deliver). */
const PAY_STEP = 1;

/** `?method=paypal` (the cost page's PayPal button) preselects PayPal; anything else starts with the card. */
const methodOf = (value: string | null): PaymentMethod => (value === 'paypal' ? 'paypal' : 'card');

/** Spec 2 §4 payment flow at /tools/generate/{id}: the one checkout, whichever way the user pays. */
export function GenerateView({ info }: { info: ProductInfo }) {
  const [params] = useSearchParams();
  const t = useProductionT();
  return (
    <ProductLayout
      title={t('production.address.title')}
      imagePath={info.path}
      imageAlt={t('production.productAlt')}
    >
      <ProductionSteps active={PAY_STEP} />
      <MakingCheckout info={info} method={methodOf(params.get('method'))} />
    </ProductLayout>
  );
}
