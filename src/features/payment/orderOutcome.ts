import { baseApi } from '@/api/baseApi';
import { PAYMENT_FINISHED_TAGS } from '@/api/endpoints/payments';
import type { AppDispatch } from '@/app/store';
import { postCrossTab } from '@/utils/crossTab';
import { toast } from '@/utils/toast';
import type { PaymentOutcome } from './paymentRules';
import { removePendingOrder } from './pendingOrders';

/**
 * Every outcome of a watched order passes here once, from the modal's flow or from a watch resumed after a reload:
 * the caches refresh (balance, plan, level, product, order), the pending entry goes, the other tabs are told, a
 * paid order gets its one success toast, and a failure is told by a toast unless the modal shows it.
 */
export function tellOutcome(
  dispatch: AppDispatch,
  {
    outcome,
    orderId,
    owner,
    kind,
    shown,
  }: {
    outcome: PaymentOutcome;
    orderId: string;
    owner: string | null | undefined;
    kind: 'plan' | 'making';
    /** The modal shows the outcome: no failure toast beside it. */
    shown: boolean;
  },
) {
  dispatch(baseApi.util.invalidateTags(PAYMENT_FINISHED_TAGS));
  removePendingOrder(owner, orderId);
  postCrossTab({
    type: 'order',
    event: outcome.step === 'success' ? 'paid' : 'failed',
    user: owner ?? null,
    orderId,
    kind,
  });
  if (outcome.step === 'success') toast.success(outcome.message);
  else if (!shown) toast.error(outcome.detail ? `${outcome.message} ${outcome.detail}` : outcome.message);
}
