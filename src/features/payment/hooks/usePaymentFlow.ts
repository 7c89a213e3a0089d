import { useCallback, useEffect, useRef, useState } from 'react';
import { baseApi } from '@/api/baseApi';
import { PAYMENT_FINISHED_TAGS, paymentsApi } from '@/api/endpoints/payments';
import type { ApiError } from '@/api/http';
import type { PaymentOrder } from '@/api/types';
import { useAppDispatch } from '@/app/hooks';
import { toast } from '@/utils/toast';
import { CARD_CHANNEL, MAKING_CHANNEL, SUCCESS_CLOSE_DELAY_MS } from '../constants';
import { PAYMENT_FLOW_TEXTS, PAYMENT_MESSAGES } from '../messages';
import { parsePaymentInfo } from '../paymentInfo';
import { canRetry, closeAction, type PaymentOutcome } from '../paymentRules';
import type { OrderRequest, PaymentFlowState, ProviderFormCallbacks } from '../types';
import { watchOrder, type OrderWatcher } from '../watchOrder';

const IDLE: PaymentFlowState = { step: 'idle' };

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
  /** After a failure that charged nothing (`canRetry`): lets the failed order go, opens a fresh one for the same request. */
  retry: () => Promise<boolean>;
  isOpen: boolean;
  /** False while the provider confirms: the modal cannot be closed then. */
  canClose: boolean;
}

/** The server's own words for a refused call; none for network failures or an envelope without a message. */
const serverMessage = (error: unknown) => {
  const { message, status } = (error ?? {}) as Partial<ApiError>;
  if (typeof status !== 'number' || typeof message !== 'string') return undefined;
  return message && !message.startsWith('request fail:') ? message : undefined;
};

/**
 * The one payment flow every order goes through (spec 3 §4.4, §8; spec 2 §4): creates the order, hands
 * the provider form its session, watches the confirmed order (every 2 s, at most 10 minutes), refreshes what
 * a payment changes, and decides the end state by `paymentRules`: an order the provider was asked to charge
 * is never cancelled — closing the modal then (or leaving the screen) hands the watch to a toast — and a
 * cancellation the server refuses because the order is paid counts as paid. Guards against double charges:
 * a second open or confirm while one is under way, cancelled or still being confirmed does nothing.
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
  useEffect(() => {
    onPaidRef.current = onPaid;
    successRef.current = successMessage;
  }, [onPaid, successMessage]);

  const setState = useCallback((next: PaymentFlowState) => {
    current.current = next;
    if (mounted.current) setStateRaw(next);
  }, []);

  /**
   * Every outcome passes here once: the caches refresh (balance, plan, product, order), a paid order gets its
   * one success message, and with the modal closed (or the screen gone) a failure is told by a toast.
   */
  const finish = useCallback(
    (outcome: PaymentOutcome, order: PaymentOrder | undefined, shown: boolean) => {
      dispatch(baseApi.util.invalidateTags(PAYMENT_FINISHED_TAGS));
      if (outcome.step === 'success') {
        toast.success(outcome.message);
        if (mounted.current && order) onPaidRef.current?.(order);
      } else if (!shown) {
        toast.error(outcome.detail ? `${outcome.message} ${outcome.detail}` : outcome.message);
      }
    },
    [dispatch],
  );

  /** Watches a confirmed order; while the modal shows it, the modal follows, otherwise a toast tells the end. */
  const watch = useCallback(
    (order: PaymentOrder) => {
      stopWatch.current?.();
      const watcher = (): OrderWatcher => ({
        onStatus: (status) => {
          const now = current.current;
          if (now.order?.orderId === order.orderId) current.current = { ...now, lastStatus: status };
        },
        onEnd: (outcome) => {
          stopWatch.current = null;
          const now = current.current;
          const shown = mounted.current && now.step === 'polling' && now.order?.orderId === order.orderId;
          if (shown) setState({ ...now, ...outcome });
          else if (now.step === 'watching' && now.order?.orderId === order.orderId) setState(IDLE);
          finish(outcome, order, shown);
        },
      });
      stopWatch.current = watchOrder(dispatch, order.orderId, successRef.current, watcher);
    },
    [dispatch, finish, setState],
  );

  const cancelOrder = useCallback(
    async (order: PaymentOrder) => {
      const result = await dispatch(paymentsApi.endpoints.cancelOrder.initiate(order.orderId));
      if (!('error' in result)) {
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
        finish({ step: 'success', lastStatus: 'PAYED', message: successRef.current }, order, false);
        return;
      }
      toast.error(`${PAYMENT_MESSAGES.cancelFailed} ${serverMessage(result.error) ?? ''}`.trim());
    },
    [dispatch, finish],
  );

  const open = useCallback(
    async (request: OrderRequest) => {
      if (current.current.step === 'watching') toast.info(PAYMENT_FLOW_TEXTS.stillConfirming);
      if (current.current.step !== 'idle') return false;
      closedWhileCreating.current = false;
      setState({ step: 'creating', request });
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
        if (order?.paymentStatus === 'WAIT_PAY') await cancelOrder(order);
        setState(IDLE);
        return false;
      }
      if (!order) {
        const message = serverMessage('error' in result ? result.error : undefined);
        setState({ step: 'failed', request, message: message ?? PAYMENT_MESSAGES.createFailed });
        return true;
      }
      if (order.paymentStatus !== 'WAIT_PAY') {
        setState({
          step: 'failed',
          request,
          order,
          lastStatus: order.paymentStatus,
          message: order.paymentMsg || PAYMENT_MESSAGES.createFailed,
        });
        return true;
      }
      const parsed = parsePaymentInfo(order);
      if ('error' in parsed) {
        setState({ step: 'failed', request, order, lastStatus: 'WAIT_PAY', message: parsed.error });
        return true;
      }
      setState({ step: 'form', request, order, session: parsed.session, lastStatus: 'WAIT_PAY' });
      return true;
    },
    [dispatch, cancelOrder, setState],
  );

  const close = useCallback(async () => {
    const now = current.current;
    switch (closeAction(now)) {
      case 'none':
      case 'blocked':
        return;
      case 'abandonCreation':
        closedWhileCreating.current = true;
        setState({ ...now, step: 'cancelling' });
        return;
      case 'watch':
        toast.info(PAYMENT_FLOW_TEXTS.stillConfirming);
        setState({ ...now, step: 'watching' });
        return;
      case 'cancel':
        setState({ ...now, step: 'cancelling' });
        await cancelOrder(now.order!);
        setState(IDLE);
        return;
      case 'dismiss':
        setState(IDLE);
    }
  }, [cancelOrder, setState]);

  const retry = useCallback(async () => {
    const now = current.current;
    if (!canRetry(now)) return false;
    await close();
    return open(now.request!);
  }, [close, open]);

  const onConfirmStart = useCallback(() => {
    const now = current.current;
    if (now.step !== 'form') return false;
    setState({ ...now, step: 'confirming', message: undefined, confirmationSent: true });
    return true;
  }, [setState]);

  const onConfirmed = useCallback(() => {
    const now = current.current;
    if (now.step !== 'confirming' || !now.order) return;
    setState({ ...now, step: 'polling' });
    watch(now.order);
  }, [setState, watch]);

  /** The provider answered after the screen went: nothing was charged, so the order is let go of. */
  const abandonAfterUnmount = useCallback(() => {
    const now = current.current;
    if (mounted.current || now.step !== 'confirming' || !now.order) return false;
    stopWatch.current?.();
    stopWatch.current = null;
    current.current = IDLE;
    void dispatch(paymentsApi.endpoints.cancelOrder.initiate(now.order.orderId));
    return true;
  }, [dispatch]);

  // The provider refused or the user backed out inside its step: nothing was charged, so the order is as
  // unconfirmed as before and may be cancelled again.
  const onError = useCallback(
    (message?: string) => {
      if (abandonAfterUnmount()) return;
      const now = current.current;
      if (now.step === 'confirming' || now.step === 'form') {
        setState({
          ...now,
          step: 'form',
          confirmationSent: false,
          message: message || PAYMENT_MESSAGES.cardErrorDefault,
        });
      }
    },
    [setState, abandonAfterUnmount],
  );

  const onUserCancel = useCallback(() => {
    if (abandonAfterUnmount()) return;
    const now = current.current;
    if (now.step === 'confirming')
      setState({ ...now, step: 'form', confirmationSent: false, message: undefined });
  }, [setState, abandonAfterUnmount]);

  // Spec 3 §4.4: after a successful payment the modal closes by itself.
  const succeeded = state.step === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setState(IDLE), SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, setState]);

  // Leaving the screen follows the same rules as closing the modal: an unconfirmed order is cancelled; a
  // confirmed one (or one the provider is confirming) keeps being watched and its outcome is told by a toast.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const last = current.current;
      const action = closeAction(last);
      if (action === 'cancel') void dispatch(paymentsApi.endpoints.cancelOrder.initiate(last.order!.orderId));
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
