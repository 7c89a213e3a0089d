import { PlansView } from '@/features/plans';

/** `/payment`: the plans, the credits breakdown and the payment flow (spec 1 §2, spec 3 §2.7). */
export default function PaymentPage() {
  return <PlansView />;
}
