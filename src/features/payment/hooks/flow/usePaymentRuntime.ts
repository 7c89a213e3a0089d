import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { readApiError } from '@/api/http';
import type { PaymentOrder } from '@/api/types';
import { useAppDispatch } from '@/app/hooks';
import type { AppDispatch } from '@/app/store';
import { IDLE, reducePayment, type PaymentEvent } from '../../paymentMachine';
import type { PaymentFlowState } from '../../types';
import { usePaymentOwner } from '../usePaymentOwner';

/** What every effect hook of the flow shares: the machine's latest state, its events, and the flow's refs. */
export interface PaymentRuntime {
  dispatch: AppDispatch;
  /** The latest state, read synchronously by the guards (two clicks in one frame see the same render). */
  current: RefObject<PaymentFlowState>;
  send: (event: PaymentEvent) => PaymentFlowState;
  closedWhileCreating: RefObject<boolean>;
  mounted: RefObject<boolean>;
  stopWatch: RefObject<(() => void) | null>;
  onPaid: RefObject<((order: PaymentOrder) => void) | undefined>;
  successMessage: RefObject<string>;
  owner: RefObject<string | null>;
}

/** The server's own words for a refused call; none for network failures or an envelope without a message. */
export const serverMessage = (error: unknown) => {
  const { message, status } = readApiError(error);
  if (typeof status !== 'number' || typeof message !== 'string') return undefined;
  return message && !message.startsWith('request fail:') ? message : undefined;
};

export const kindOf = (state: PaymentFlowState) => state.request?.kind ?? 'plan';

/** The state machine of `paymentMachine.ts` held for the flow: the rendered state and the runtime its effects use. */
export function usePaymentRuntime(
  onPaid: ((order: PaymentOrder) => void) | undefined,
  successMessage: string,
) {
  const dispatch = useAppDispatch();
  const [state, setStateRaw] = useState<PaymentFlowState>(IDLE);
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

  const runtime = useMemo<PaymentRuntime>(
    () => ({
      dispatch,
      current,
      send,
      closedWhileCreating,
      mounted,
      stopWatch,
      onPaid: onPaidRef,
      successMessage: successRef,
      owner,
    }),
    [dispatch, send, owner],
  );
  return { state, runtime };
}
