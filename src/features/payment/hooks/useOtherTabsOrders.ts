import { useEffect, useRef, type RefObject } from 'react';
import { onCrossTab } from '@/utils/crossTab';
import { toast } from '@/utils/toast';
import { PAYMENT_FLOW_TEXTS } from '../messages';
import type { PaymentFlowState } from '../types';

/**
 * The flow's ear for the other tabs (issue 41 §3): an order opened there while this modal shows one of the same
 * kind is said (two tabs, one purchase), and a plan paid there calls `onPlanPaidElsewhere` (the flow asks the server
 * whether its own open order may still be bought).
 */
export function useOtherTabsOrders(
  current: RefObject<PaymentFlowState>,
  onPlanPaidElsewhere: () => Promise<void>,
) {
  const handler = useRef(onPlanPaidElsewhere);
  useEffect(() => {
    handler.current = onPlanPaidElsewhere;
  });
  useEffect(
    () =>
      onCrossTab((message) => {
        if (message.type !== 'order') return;
        const now = current.current;
        const mine = now.request?.kind === message.kind;
        if (message.event === 'open' && mine && (now.step === 'form' || now.step === 'creating'))
          toast.info(PAYMENT_FLOW_TEXTS.openElsewhere);
        if (message.event === 'paid' && message.kind === 'plan') void handler.current();
      }),
    [current],
  );
}
