import { useCallback } from 'react';
import { paymentsApi } from '@/api/endpoints/payments';
import type { PaymentOrder } from '@/api/types';
import { postCrossTab } from '@/utils/crossTab';
import { toast } from '@/utils/toast';
import { PAYMENT_MESSAGES } from '../../messages';
import { forgetOpenOrder } from '../../openOrders';
import { tellOutcome } from '../../orderOutcome';
import { kindOf, serverMessage, type PaymentRuntime } from './usePaymentRuntime';

/** Cancels an unconfirmed order; a cancellation the server refuses because the order is paid counts as paid. */
export function useOrderCancel(runtime: PaymentRuntime) {
  return useCallback(
    async (order: PaymentOrder, kind: 'plan' | 'making') => {
      const { dispatch, owner } = runtime;
      const result = await dispatch(paymentsApi.endpoints.cancelOrder.initiate(order.orderId));
      if (!('error' in result)) {
        forgetOpenOrder(dispatch, order.orderId);
        postCrossTab({
          type: 'order',
          event: 'cancelled',
          user: owner.current,
          orderId: order.orderId,
          kind,
        });
        toast.info(PAYMENT_MESSAGES.canceled);
        return;
      }
      // Refused: it may have been paid meanwhile (another tab, a provider redirect). A paid order is never an error.
      const status = await dispatch(
        paymentsApi.endpoints.getOrderStatus.initiate(order.orderId, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
      if (status.data?.paymentStatus === 'PAYED') {
        tellOutcome(dispatch, {
          outcome: { step: 'success', lastStatus: 'PAYED', message: runtime.successMessage.current },
          orderId: order.orderId,
          owner: owner.current,
          kind: kindOf(runtime.current.current),
          shown: false,
        });
        return;
      }
      toast.error(`${PAYMENT_MESSAGES.cancelFailed} ${serverMessage(result.error) ?? ''}`.trim());
    },
    [runtime],
  );
}

export type CancelOrder = ReturnType<typeof useOrderCancel>;
