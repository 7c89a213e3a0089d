import { useCallback } from 'react';
import { toast } from '@/utils/toast';
import { PAYMENT_FLOW_TEXTS } from '../../messages';
import { canRetry, closeAction } from '../../paymentRules';
import type { OrderRequest } from '../../types';
import type { CancelOrder } from './useOrderCancel';
import { kindOf, type PaymentRuntime } from './usePaymentRuntime';

/**
 * Closing the modal by the rules of `closeAction` (an unconfirmed order is cancelled, a confirmed one watched),
 * and the retry after a failure that charged nothing (`canRetry`), which closes and opens the same request again.
 */
export function useOrderClose(
  runtime: PaymentRuntime,
  cancelOrder: CancelOrder,
  open: (request: OrderRequest) => Promise<boolean>,
) {
  const close = useCallback(async () => {
    const { current, send } = runtime;
    const now = current.current;
    switch (closeAction(now)) {
      case 'none':
      case 'blocked':
        return;
      case 'abandonCreation':
        runtime.closedWhileCreating.current = true;
        send({ type: 'closeWhileCreating' });
        return;
      case 'watch':
        toast.info(PAYMENT_FLOW_TEXTS.stillConfirming);
        send({ type: 'closeWhileConfirmed' });
        return;
      case 'cancel':
        send({ type: 'cancelling' });
        await cancelOrder(now.order!, kindOf(now));
        send({ type: 'reset' });
        return;
      case 'dismiss':
        send({ type: 'reset' });
    }
  }, [runtime, cancelOrder]);

  const retry = useCallback(async () => {
    const now = runtime.current.current;
    if (!canRetry(now)) return false;
    await close();
    return open(now.request!);
  }, [runtime, close, open]);

  return { close, retry };
}
