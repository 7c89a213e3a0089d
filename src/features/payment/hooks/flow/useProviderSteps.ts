import { useCallback } from 'react';
import type { PaymentOrder } from '@/api/types';
import { paymentsApi } from '@/api/endpoints/payments';
import { PAYMENT_MESSAGES } from '../../messages';
import { IDLE } from '../../paymentMachine';
import { forgetOpenOrder } from '../../openOrders';
import { removePendingOrder, savePendingOrder } from '../../pendingOrders';
import type { ProviderFormCallbacks } from '../../types';
import { kindOf, type PaymentRuntime } from './usePaymentRuntime';

/** The provider answered after the screen went: nothing was charged, so the order is let go of. */
function abandonAfterUnmount({ current, mounted, stopWatch, owner, dispatch }: PaymentRuntime) {
  const now = current.current;
  if (mounted.current || now.step !== 'confirming' || !now.order) return false;
  stopWatch.current?.();
  stopWatch.current = null;
  current.current = IDLE;
  removePendingOrder(owner.current, now.order.orderId);
  void dispatch(paymentsApi.endpoints.cancelOrder.initiate(now.order.orderId));
  return true;
}

/** An order the provider was confirming is no longer pending: nothing was charged. */
function dropConfirming({ current, owner }: PaymentRuntime) {
  const now = current.current;
  if (now.order && now.step === 'confirming') removePendingOrder(owner.current, now.order.orderId);
}

/** The provider form's callbacks: its confirmation starts, ends in a watched order, fails or is backed out of. */
export function useProviderSteps(
  runtime: PaymentRuntime,
  watch: (order: PaymentOrder) => void,
): ProviderFormCallbacks {
  const onConfirmStart = useCallback(() => {
    const { current, send, dispatch, owner } = runtime;
    const now = current.current;
    if (now.step !== 'form' || !now.order) return false;
    send({ type: 'confirmStart' });
    forgetOpenOrder(dispatch, now.order.orderId);
    // From here the provider may charge: the order outlives this page until its outcome is told.
    savePendingOrder(owner.current, {
      orderId: now.order.orderId,
      kind: kindOf(now),
      successMessage: runtime.successMessage.current,
      startedAt: Date.now(),
    });
    return true;
  }, [runtime]);

  const onConfirmed = useCallback(() => {
    const now = runtime.current.current;
    if (now.step !== 'confirming' || !now.order) return;
    runtime.send({ type: 'confirmed' });
    watch(now.order);
  }, [runtime, watch]);

  // The provider refused or the user backed out inside its step: nothing was charged, so the order is as
  // unconfirmed as before (the same order is paid with the next card) and may be cancelled again.
  const onError = useCallback(
    (message?: string) => {
      if (abandonAfterUnmount(runtime)) return;
      dropConfirming(runtime);
      runtime.send({ type: 'providerError', message: message || PAYMENT_MESSAGES.cardErrorDefault });
    },
    [runtime],
  );

  const onUserCancel = useCallback(() => {
    if (abandonAfterUnmount(runtime)) return;
    dropConfirming(runtime);
    runtime.send({ type: 'userCancel' });
  }, [runtime]);

  return { onConfirmStart, onConfirmed, onError, onUserCancel };
}
