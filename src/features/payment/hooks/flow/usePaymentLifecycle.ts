import { useEffect } from 'react';
import { paymentsApi } from '@/api/endpoints/payments';
import type { PaymentOrder } from '@/api/types';
import { toast } from '@/utils/toast';
import { SUCCESS_CLOSE_DELAY_MS } from '../../constants';
import { PAYMENT_FLOW_TEXTS } from '../../messages';
import { forgetOpenOrder } from '../../openOrders';
import { closeAction } from '../../paymentRules';
import type { PaymentFlowState } from '../../types';
import { useOtherTabsOrders } from '../useOtherTabsOrders';
import type { CancelOrder } from './useOrderCancel';
import type { PaymentRuntime } from './usePaymentRuntime';

/**
 * What happens to the flow from outside the modal: a plan paid in another tab, the success that closes the modal
 * by itself, and leaving the screen.
 */
export function usePaymentLifecycle(
  runtime: PaymentRuntime,
  state: PaymentFlowState,
  cancelOrder: CancelOrder,
  watch: (order: PaymentOrder) => void,
) {
  const { dispatch, current, send } = runtime;

  // Another tab paid a plan while this one shows an unconfirmed plan order: the plan and level are refreshed
  // there and here (PaymentNotices), and this order is asked again whether it may still be bought.
  useOtherTabsOrders(current, async () => {
    const now = current.current;
    if (now.step !== 'form' || now.request?.kind !== 'plan' || now.confirmationSent || !now.order) return;
    const check = await dispatch(
      paymentsApi.endpoints.checkVipStatus.initiate(now.request.level, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    if (!check.data || check.data.eligible) return;
    const still = current.current;
    if (still.step !== 'form' || still.order?.orderId !== now.order.orderId) return;
    send({ type: 'cancelling' });
    await cancelOrder(now.order, 'plan');
    send({ type: 'reset' });
    toast.warning(check.data.message || PAYMENT_FLOW_TEXTS.boughtElsewhere);
  });

  // Spec 3 §4.4: after a successful payment the modal closes by itself.
  const succeeded = state.step === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => send({ type: 'reset' }), SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, send]);

  // Leaving the screen follows the same rules as closing the modal: an unconfirmed order is cancelled; a
  // confirmed one (or one the provider is confirming) keeps being watched and its outcome is told by a toast.
  useEffect(() => {
    const { mounted, current: latest } = runtime;
    mounted.current = true;
    return () => {
      mounted.current = false;
      const last = latest.current;
      const action = closeAction(last);
      if (action === 'cancel') {
        const { orderId } = last.order!;
        void dispatch(paymentsApi.endpoints.cancelOrder.initiate(orderId)).then((result) => {
          if (!('error' in result)) forgetOpenOrder(dispatch, orderId);
        });
      }
      if (action === 'blocked' && last.order) watch(last.order);
    };
  }, [runtime, dispatch, watch]);
}
