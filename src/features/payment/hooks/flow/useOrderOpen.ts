import { useCallback } from 'react';
import { paymentsApi } from '@/api/endpoints/payments';
import type { PaymentOrder } from '@/api/types';
import type { AppDispatch } from '@/app/store';
import { postCrossTab } from '@/utils/crossTab';
import { toast } from '@/utils/toast';
import { CARD_CHANNEL, MAKING_CHANNEL } from '../../constants';
import { PAYMENT_FLOW_TEXTS, PAYMENT_MESSAGES } from '../../messages';
import { forgetOpenOrder, openOrderFor, purchaseKey, rememberOpenOrder } from '../../openOrders';
import { parsePaymentInfo } from '../../paymentInfo';
import type { OrderRequest } from '../../types';
import type { CancelOrder } from './useOrderCancel';
import { kindOf, serverMessage, type PaymentRuntime } from './usePaymentRuntime';

/** Asks the server for the order of a plan or of a making request. */
const createOrder = (dispatch: AppDispatch, request: OrderRequest) =>
  request.kind === 'plan'
    ? dispatch(
        paymentsApi.endpoints.createOrder.initiate({
          level: request.level,
          ...(request.levelId !== undefined ? { level_id: request.levelId } : {}),
          channel: CARD_CHANNEL,
        }),
      )
    : dispatch(
        paymentsApi.endpoints.createMakingOrder.initiate({
          productId: request.productId,
          count: request.count,
          price: request.price,
          channel: request.channel ?? MAKING_CHANNEL,
        }),
      );

/** The same purchase's order this page still has, when the server says it still waits: its form again. */
function useReuseOpenOrder(runtime: PaymentRuntime, cancelOrder: CancelOrder) {
  return useCallback(
    async (key: string) => {
      const { dispatch, current, send } = runtime;
      const kept = openOrderFor(dispatch, key);
      if (!kept) return false;
      const status = await dispatch(
        paymentsApi.endpoints.getOrderStatus.initiate(kept.order.orderId, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
      if (status.data?.paymentStatus !== 'WAIT_PAY') {
        forgetOpenOrder(dispatch, kept.order.orderId);
        return false;
      }
      if (runtime.closedWhileCreating.current || !runtime.mounted.current) {
        await cancelOrder(kept.order, kindOf(current.current));
        send({ type: 'reset' });
        return true;
      }
      send({ type: 'created', order: kept.order, session: kept.session });
      return true;
    },
    [runtime, cancelOrder],
  );
}

/** Shows the created order's provider form, or why it cannot be paid; the other tabs hear of an open order. */
function showCreated(runtime: PaymentRuntime, request: OrderRequest, key: string, order: PaymentOrder) {
  const { dispatch, send } = runtime;
  if (order.paymentStatus !== 'WAIT_PAY') {
    send({
      type: 'createFailed',
      order,
      lastStatus: order.paymentStatus,
      message: order.paymentMsg || PAYMENT_MESSAGES.createFailed,
    });
    return;
  }
  const parsed = parsePaymentInfo(order);
  if ('error' in parsed) {
    send({ type: 'createFailed', order, lastStatus: 'WAIT_PAY', message: parsed.error });
    return;
  }
  send({ type: 'created', order, session: parsed.session });
  rememberOpenOrder(dispatch, key, order, parsed.session);
  postCrossTab({
    type: 'order',
    event: 'open',
    user: runtime.owner.current,
    orderId: order.orderId,
    kind: request.kind,
  });
}

/** Creates the order and opens the modal; ignored (false) while another order is open, cancelled or confirmed. */
export function useOrderOpen(runtime: PaymentRuntime, cancelOrder: CancelOrder) {
  const reuseOpenOrder = useReuseOpenOrder(runtime, cancelOrder);
  return useCallback(
    async (request: OrderRequest) => {
      const { dispatch, current, send, closedWhileCreating } = runtime;
      if (current.current.step === 'watching') toast.info(PAYMENT_FLOW_TEXTS.stillConfirming);
      if (current.current.step !== 'idle') return false;
      closedWhileCreating.current = false;
      send({ type: 'open', request });
      const key = purchaseKey(request);
      if (await reuseOpenOrder(key)) return true;
      const result = await createOrder(dispatch, request);
      const order = 'data' in result ? result.data : undefined;
      if (closedWhileCreating.current || !runtime.mounted.current) {
        // The user closed the modal while the order was being created: it is cancelled as soon as it exists.
        if (order?.paymentStatus === 'WAIT_PAY') await cancelOrder(order, request.kind);
        send({ type: 'reset' });
        return false;
      }
      if (!order) {
        const message = serverMessage('error' in result ? result.error : undefined);
        send({ type: 'createFailed', message: message ?? PAYMENT_MESSAGES.createFailed });
        return true;
      }
      showCreated(runtime, request, key, order);
      return true;
    },
    [runtime, cancelOrder, reuseOpenOrder],
  );
}
