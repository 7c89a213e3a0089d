import { useCallback } from 'react';
import type { PaymentOrder } from '@/api/types';
import { tellOutcome } from '../../orderOutcome';
import { watchOrder, type OrderWatcher } from '../../watchOrder';
import { kindOf, type PaymentRuntime } from './usePaymentRuntime';

/** Watches a confirmed order; while the modal shows it, the modal follows, otherwise a toast tells the end. */
export function useOrderWatch(runtime: PaymentRuntime) {
  return useCallback(
    (order: PaymentOrder) => {
      const { dispatch, current, send, mounted, stopWatch, owner } = runtime;
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
          if (outcome.step === 'success' && mounted.current) runtime.onPaid.current?.(order);
        },
      });
      stopWatch.current = watchOrder(dispatch, orderId, runtime.successMessage.current, watcher);
    },
    [runtime],
  );
}
