import { useCallback, useEffect, useRef, useState } from 'react';
import { baseApi } from '@/api/baseApi';
import { PAYMENT_FINISHED_TAGS, paymentsApi } from '@/api/endpoints/payments';
import type { ApiError } from '@/api/http';
import type { PaymentOrder } from '@/api/types';
import { useAppDispatch } from '@/app/hooks';
import { toast } from '@/utils/toast';
import {
  CARD_CHANNEL,
  MAKING_CHANNEL,
  ORDER_POLL_INTERVAL_MS,
  ORDER_POLL_RETRIES,
  orderTimeoutMs,
  SUCCESS_CLOSE_DELAY_MS,
} from '../constants';
import { PAYMENT_MESSAGES } from '../messages';
import { parsePaymentInfo } from '../paymentInfo';
import type { OrderRequest, PaymentFlowState, ProviderFormCallbacks } from '../types';

const IDLE: PaymentFlowState = { step: 'idle' };

export interface PaymentFlowOptions {
  /** Called once when the order is paid (after the caches that depend on it were invalidated). */
  onPaid?: (order: PaymentOrder) => void;
}

export interface PaymentFlow extends ProviderFormCallbacks {
  state: PaymentFlowState;
  /** Creates the order and opens the modal; ignored (false) while another order is open or being cancelled. */
  open: (request: OrderRequest) => Promise<boolean>;
  /** Closes the modal; an unpaid order is cancelled first. */
  close: () => Promise<void>;
  isOpen: boolean;
}

/** The server's own words for a refused call; none for network failures or an envelope without a message. */
const serverMessage = (error: unknown) => {
  const { message, status } = (error ?? {}) as Partial<ApiError>;
  if (typeof status !== 'number' || typeof message !== 'string') return undefined;
  return message && !message.startsWith('request fail:') ? message : undefined;
};

/** A status query the server answered (any HTTP status) rather than one that never got an answer. */
const answered = (error: unknown) => typeof (error as Partial<ApiError>).status === 'number';

/**
 * The one payment flow every order goes through (spec 3 §4.4, §8; spec 2 §4): creates the order, hands
 * the provider form its session, polls the order every 2 s for at most 10 minutes, refreshes what a
 * payment changes, and cancels an unpaid order when the modal closes. Guards against double charges:
 * a second open or confirm while one is under way does nothing.
 */
export function usePaymentFlow({ onPaid }: PaymentFlowOptions = {}): PaymentFlow {
  const dispatch = useAppDispatch();
  const [state, setStateRaw] = useState<PaymentFlowState>(IDLE);
  // The latest state, read synchronously by the guards (two clicks in one frame see the same render).
  const current = useRef<PaymentFlowState>(IDLE);
  const closedWhileCreating = useRef(false);
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  const setState = useCallback((next: PaymentFlowState) => {
    current.current = next;
    setStateRaw(next);
  }, []);

  const cancelOrder = useCallback(
    async (orderId: string) => {
      const result = await dispatch(paymentsApi.endpoints.cancelOrder.initiate(orderId));
      if ('error' in result) {
        toast.error(`${PAYMENT_MESSAGES.cancelFailed} ${serverMessage(result.error) ?? ''}`.trim());
      } else {
        toast.info(PAYMENT_MESSAGES.canceled);
      }
    },
    [dispatch],
  );

  const open = useCallback(
    async (request: OrderRequest) => {
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
      if (closedWhileCreating.current) {
        // The user closed the modal while the order was being created: it is cancelled as soon as it exists.
        if (order?.paymentStatus === 'WAIT_PAY') await cancelOrder(order.orderId);
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
    if (now.step === 'idle' || now.step === 'cancelling' || now.step === 'confirming') return;
    if (now.step === 'creating') {
      closedWhileCreating.current = true;
      setState({ ...now, step: 'cancelling' });
      return;
    }
    if (now.order && now.lastStatus === 'WAIT_PAY') {
      setState({ ...now, step: 'cancelling' });
      await cancelOrder(now.order.orderId);
    }
    setState(IDLE);
  }, [cancelOrder, setState]);

  const onConfirmStart = useCallback(() => {
    const now = current.current;
    if (now.step !== 'form') return false;
    setState({ ...now, step: 'confirming', message: undefined });
    return true;
  }, [setState]);

  const onConfirmed = useCallback(() => {
    const now = current.current;
    if (now.step === 'confirming') setState({ ...now, step: 'polling' });
  }, [setState]);

  const onError = useCallback(
    (message?: string) => {
      const now = current.current;
      if (now.step === 'confirming' || now.step === 'form') {
        setState({ ...now, step: 'form', message: message || PAYMENT_MESSAGES.cardErrorDefault });
      }
    },
    [setState],
  );

  const onUserCancel = useCallback(() => {
    const now = current.current;
    if (now.step === 'confirming') setState({ ...now, step: 'form', message: undefined });
  }, [setState]);

  // Polling: every 2 s until PAYED, FAIL, an unexpected status, a failed query, or the 10-minute deadline.
  const orderId = state.order?.orderId;
  const polling = state.step === 'polling';
  useEffect(() => {
    if (!polling || !orderId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const end = (patch: Partial<PaymentFlowState>) => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      clearTimeout(deadline);
      const next = { ...current.current, ...patch };
      setState(next);
      if (patch.step === 'success' && next.order) {
        dispatch(baseApi.util.invalidateTags(PAYMENT_FINISHED_TAGS));
        toast.success(PAYMENT_MESSAGES.successful);
        onPaidRef.current?.(next.order);
      }
    };

    const deadline = setTimeout(
      () => end({ step: 'timeout', message: PAYMENT_MESSAGES.timeout }),
      orderTimeoutMs(),
    );

    const poll = async () => {
      const result = await dispatch(
        paymentsApi.endpoints.getOrderStatus.initiate(orderId, { subscribe: false, forceRefetch: true }),
      );
      if (stopped) return;
      if (result.error || !result.data) {
        if (answered(result.error)) return end({ step: 'failed', message: PAYMENT_MESSAGES.queryFailed });
        failures += 1;
        console.error(PAYMENT_MESSAGES.pollException, result.error);
        if (failures > ORDER_POLL_RETRIES)
          return end({ step: 'failed', message: PAYMENT_MESSAGES.pollFailed });
        return schedule();
      }
      failures = 0;
      const { paymentStatus, paymentMsg } = result.data;
      current.current = { ...current.current, lastStatus: paymentStatus };
      switch (paymentStatus) {
        case 'WAIT_PAY':
          return schedule();
        case 'PAYED':
          return end({ step: 'success', lastStatus: 'PAYED', message: PAYMENT_MESSAGES.successful });
        case 'FAIL':
          return end({
            step: 'failed',
            lastStatus: 'FAIL',
            message: PAYMENT_MESSAGES.failed,
            detail: paymentMsg,
          });
        default:
          return end({ step: 'failed', lastStatus: null, message: PAYMENT_MESSAGES.statusException });
      }
    };

    function schedule() {
      timer = setTimeout(() => {
        poll().catch((error: unknown) => {
          console.error(PAYMENT_MESSAGES.pollException, error);
          end({ step: 'failed', message: PAYMENT_MESSAGES.pollFailed });
        });
      }, ORDER_POLL_INTERVAL_MS);
    }

    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(deadline);
    };
  }, [polling, orderId, dispatch, setState]);

  // Spec 3 §4.4: after a successful payment the modal closes by itself.
  const succeeded = state.step === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setState(IDLE), SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, setState]);

  // Leaving the screen with an unpaid order open cancels it, as closing the modal would.
  useEffect(
    () => () => {
      const last = current.current;
      if (last.order && last.lastStatus === 'WAIT_PAY' && last.step !== 'idle') {
        void dispatch(paymentsApi.endpoints.cancelOrder.initiate(last.order.orderId));
      }
    },
    [dispatch],
  );

  return {
    state,
    open,
    close,
    isOpen: state.step !== 'idle' && state.step !== 'cancelling',
    onConfirmStart,
    onConfirmed,
    onError,
    onUserCancel,
  };
}
