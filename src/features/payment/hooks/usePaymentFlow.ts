import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentsApi } from '@/api/endpoints/payments';
import { readApiError } from '@/api/http';
import type { PaymentOrder } from '@/api/types';
import { useAppDispatch } from '@/app/hooks';
import { postCrossTab } from '@/utils/crossTab';
import { toast } from '@/utils/toast';
import { CARD_CHANNEL, MAKING_CHANNEL, SUCCESS_CLOSE_DELAY_MS } from '../constants';
import { PAYMENT_FLOW_TEXTS, PAYMENT_MESSAGES } from '../messages';
import { tellOutcome } from '../orderOutcome';
import { useOtherTabsOrders } from './useOtherTabsOrders';
import { usePaymentOwner } from './usePaymentOwner';
import { parsePaymentInfo } from '../paymentInfo';
import { forgetOpenOrder, openOrderFor, purchaseKey, rememberOpenOrder } from '../openOrders';
import { IDLE, reducePayment, type PaymentEvent } from '../paymentMachine';
import { canRetry, closeAction, type PaymentOutcome } from '../paymentRules';
import { removePendingOrder, savePendingOrder } from '../pendingOrders';
import type { OrderRequest, PaymentFlowState, ProviderFormCallbacks } from '../types';
import { watchOrder, type OrderWatcher } from '../watchOrder';

export interface PaymentFlowOptions {
  /** Called once when the order is paid (after the caches that depend on it were invalidated). */
  onPaid?: (order: PaymentOrder) => void;
  /**
   * The one message a paid order gets (modal and toast): 'Payment successful.' (spec 3 §8) unless the
   * screen's spec names its own, e.g. the production path's 'Pay success' (spec 2 §8).
   */
  successMessage?: string;
}

export interface PaymentFlow extends ProviderFormCallbacks {
  state: PaymentFlowState;
  /** Creates the order and opens the modal; ignored (false) while another order is open, cancelled or confirmed. */
  open: (request: OrderRequest) => Promise<boolean>;
  /** Closes the modal by the rules of `closeAction`: an unconfirmed order is cancelled, a confirmed one watched. */
  close: () => Promise<void>;
  /**
   * After a failure that charged nothing (`canRetry`): opens the same request again — the order this page already
   * has for it when that one still waits unconfirmed (`openOrders.ts`), otherwise a fresh one.
   */
  retry: () => Promise<boolean>;
  isOpen: boolean;
  /** False while the provider confirms: the modal cannot be closed then. */
  canClose: boolean;
}

/** The server's own words for a refused call; none for network failures or an envelope without a message. */
const serverMessage = (error: unknown) => {
  const { message, status } = readApiError(error);
  if (typeof status !== 'number' || typeof message !== 'string') return undefined;
  return message && !message.startsWith('request fail:') ? message : undefined;
};

const kindOf = (state: PaymentFlowState) => state.request?.kind ?? 'plan';

/**
 * The one payment flow every order goes through (spec 3 §4.4, §8; spec 2 §4): creates the order, hands
 * the provider form its session, watches the confirmed order (every 2 s, at most 10 minutes), refreshes what
 * a payment changes, and decides the end state by `paymentRules`: an order the provider was asked to charge
 * is never cancelled — closing the modal then (or leaving the screen) hands the watch to a toast — and a
 * cancellation the server refuses because the order is paid counts as paid. Guards against double charges:
 * a second open or confirm while one is under way, cancelled or still being confirmed does nothing.
 * Its steps are the state machine of `paymentMachine.ts`; this hook runs the effects (calls, toasts, watch).
 * An order the provider was asked to charge is kept per user in storage until its outcome is told, so a reload
 * or a closed tab loses no watch (`pendingOrders.ts`), and the other tabs hear of it (`src/utils/crossTab.ts`).
 */
export function usePaymentFlow({
  onPaid,
  successMessage = PAYMENT_MESSAGES.successful,
}: PaymentFlowOptions = {}): PaymentFlow {
  const dispatch = useAppDispatch();
  const [state, setStateRaw] = useState<PaymentFlowState>(IDLE);
  // The latest state, read synchronously by the guards (two clicks in one frame see the same render).
  const current = useRef<PaymentFlowState>(IDLE);
  const closedWhileCreating = useRef(false);
  const mounted = useRef(true);
  const stopWatch = useRef<(() => void) | null>(null);
  const onPaidRef = useRef(onPaid);
  const successRef = useRef(successMessage);
  const owner = usePaymentOwner();
  useEffect(() => {
    onPaidRef.current = onPaid;
    successRef.current = successMessage;
  }, [onPaid, successMessage]);

  const send = useCallback((event: PaymentEvent) => {
    const next = reducePayment(current.current, event);
    if (next === current.current) return next;
    current.current = next;
    if (mounted.current) setStateRaw(next);
    return next;
  }, []);

  /** Watches a confirmed order; while the modal shows it, the modal follows, otherwise a toast tells the end. */
  const watch = useCallback(
    (order: PaymentOrder) => {
      stopWatch.current?.();
      const { orderId } = order;
      const kind = kindOf(current.current);
      const watcher = (): OrderWatcher => ({
        onStatus: (status) => send({ type: 'status', orderId, status }),
        onTrouble: (trouble) => send({ type: 'trouble', orderId, trouble }),
        onEnd: (outcome) => {
          stopWatch.current = null;
          const now = current.current;
          const shown = mounted.current && now.step === 'polling' && now.order?.orderId === orderId;
          send({ type: 'outcome', orderId, outcome });
          tellOutcome(dispatch, { outcome, orderId, owner: owner.current, kind, shown });
          if (outcome.step === 'success' && mounted.current) onPaidRef.current?.(order);
        },
      });
      stopWatch.current = watchOrder(dispatch, orderId, successRef.current, watcher);
    },
    [dispatch, send, owner],
  );

  const told = useCallback(
    (outcome: PaymentOutcome, order: PaymentOrder) =>
      tellOutcome(dispatch, {
        outcome,
        orderId: order.orderId,
        owner: owner.current,
        kind: kindOf(current.current),
        shown: false,
      }),
    [dispatch, owner],
  );

  const cancelOrder = useCallback(
    async (order: PaymentOrder, kind: 'plan' | 'making') => {
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
        told({ step: 'success', lastStatus: 'PAYED', message: successRef.current }, order);
        return;
      }
      toast.error(`${PAYMENT_MESSAGES.cancelFailed} ${serverMessage(result.error) ?? ''}`.trim());
    },
    [dispatch, told, owner],
  );

  /** The same purchase's order this page still has, when the server says it still waits: its form again. */
  const reuseOpenOrder = useCallback(
    async (key: string) => {
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
      if (closedWhileCreating.current || !mounted.current) {
        await cancelOrder(kept.order, kindOf(current.current));
        send({ type: 'reset' });
        return true;
      }
      send({ type: 'created', order: kept.order, session: kept.session });
      return true;
    },
    [dispatch, send, cancelOrder],
  );

  const open = useCallback(
    async (request: OrderRequest) => {
      if (current.current.step === 'watching') toast.info(PAYMENT_FLOW_TEXTS.stillConfirming);
      if (current.current.step !== 'idle') return false;
      closedWhileCreating.current = false;
      send({ type: 'open', request });
      const key = purchaseKey(request);
      if (await reuseOpenOrder(key)) return true;
      const result =
        request.kind === 'plan'
          ? await dispatch(
              paymentsApi.endpoints.createOrder.initiate({
                level: request.level,
                ...(request.levelId !== undefined ? { level_id: request.levelId } : {}),
                channel: CARD_CHANNEL,
              }),
            )
          : await dispatch(
              paymentsApi.endpoints.createMakingOrder.initiate({
                productId: request.productId,
                count: request.count,
                price: request.price,
                channel: request.channel ?? MAKING_CHANNEL,
              }),
            );
      const order = 'data' in result ? result.data : undefined;
      if (closedWhileCreating.current || !mounted.current) {
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
      if (order.paymentStatus !== 'WAIT_PAY') {
        send({
          type: 'createFailed',
          order,
          lastStatus: order.paymentStatus,
          message: order.paymentMsg || PAYMENT_MESSAGES.createFailed,
        });
        return true;
      }
      const parsed = parsePaymentInfo(order);
      if ('error' in parsed) {
        send({ type: 'createFailed', order, lastStatus: 'WAIT_PAY', message: parsed.error });
        return true;
      }
      send({ type: 'created', order, session: parsed.session });
      rememberOpenOrder(dispatch, key, order, parsed.session);
      postCrossTab({
        type: 'order',
        event: 'open',
        user: owner.current,
        orderId: order.orderId,
        kind: request.kind,
      });
      return true;
    },
    [dispatch, cancelOrder, send, owner, reuseOpenOrder],
  );

  const close = useCallback(async () => {
    const now = current.current;
    switch (closeAction(now)) {
      case 'none':
      case 'blocked':
        return;
      case 'abandonCreation':
        closedWhileCreating.current = true;
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
  }, [cancelOrder, send]);

  const retry = useCallback(async () => {
    const now = current.current;
    if (!canRetry(now)) return false;
    await close();
    return open(now.request!);
  }, [close, open]);

  const onConfirmStart = useCallback(() => {
    const now = current.current;
    if (now.step !== 'form' || !now.order) return false;
    send({ type: 'confirmStart' });
    forgetOpenOrder(dispatch, now.order.orderId);
    // From here the provider may charge: the order outlives this page until its outcome is told.
    savePendingOrder(owner.current, {
      orderId: now.order.orderId,
      kind: kindOf(now),
      successMessage: successRef.current,
      startedAt: Date.now(),
    });
    return true;
  }, [send, owner, dispatch]);

  const onConfirmed = useCallback(() => {
    const now = current.current;
    if (now.step !== 'confirming' || !now.order) return;
    send({ type: 'confirmed' });
    watch(now.order);
  }, [send, watch]);

  /** The provider answered after the screen went: nothing was charged, so the order is let go of. */
  const abandonAfterUnmount = useCallback(() => {
    const now = current.current;
    if (mounted.current || now.step !== 'confirming' || !now.order) return false;
    stopWatch.current?.();
    stopWatch.current = null;
    current.current = IDLE;
    removePendingOrder(owner.current, now.order.orderId);
    void dispatch(paymentsApi.endpoints.cancelOrder.initiate(now.order.orderId));
    return true;
  }, [dispatch, owner]);

  // The provider refused or the user backed out inside its step: nothing was charged, so the order is as
  // unconfirmed as before (the same order is paid with the next card) and may be cancelled again.
  const onError = useCallback(
    (message?: string) => {
      if (abandonAfterUnmount()) return;
      const now = current.current;
      if (now.order && now.step === 'confirming') removePendingOrder(owner.current, now.order.orderId);
      send({ type: 'providerError', message: message || PAYMENT_MESSAGES.cardErrorDefault });
    },
    [send, abandonAfterUnmount, owner],
  );

  const onUserCancel = useCallback(() => {
    if (abandonAfterUnmount()) return;
    const now = current.current;
    if (now.order && now.step === 'confirming') removePendingOrder(owner.current, now.order.orderId);
    send({ type: 'userCancel' });
  }, [send, abandonAfterUnmount, owner]);

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
    mounted.current = true;
    return () => {
      mounted.current = false;
      const last = current.current;
      const action = closeAction(last);
      if (action === 'cancel') {
        const { orderId } = last.order!;
        void dispatch(paymentsApi.endpoints.cancelOrder.initiate(orderId)).then((result) => {
          if (!('error' in result)) forgetOpenOrder(dispatch, orderId);
        });
      }
      if (action === 'blocked' && last.order) watch(last.order);
    };
  }, [dispatch, watch]);

  return {
    state,
    open,
    close,
    retry,
    isOpen: state.step !== 'idle' && state.step !== 'cancelling' && state.step !== 'watching',
    canClose: closeAction(state) !== 'blocked',
    onConfirmStart,
    onConfirmed,
    onError,
    onUserCancel,
  };
}
