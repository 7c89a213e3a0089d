import { useCallback, useRef, useState } from 'react';
import { baseApi } from '@/api/baseApi';
import { useLazyCheckVipStatusQuery } from '@/api/endpoints/payments';
import { useAppDispatch } from '@/app/hooks';
import { readApiError } from '@/api/http';
import type { VipPlan } from '@/api/types';
import type { PaymentFlow } from '@/features/payment';
import { toast } from '@/utils/toast';

/**
 * Buying a plan: the plan and level refreshed and eligibility by level first (spec 3 §5, `checkVipStatus`), then the
 * payment flow with the plan's level and its own id. One purchase at a time: clicks while a check or an order is under way do nothing.
 */
export function usePlanPurchase({ open, isOpen }: Pick<PaymentFlow, 'open' | 'isOpen'>, notEligible: string) {
  const dispatch = useAppDispatch();
  const [checkVipStatus] = useLazyCheckVipStatusQuery();
  const [checkingId, setCheckingId] = useState<number | null>(null);
  const busy = useRef(false);

  const buy = useCallback(
    async (plan: VipPlan) => {
      if (busy.current || isOpen) return;
      busy.current = true;
      setCheckingId(plan.id);
      // The plan and level as the server has them now (another tab may have just bought this plan): the cards
      // show it, and the eligibility below is asked fresh (issue 41 §3).
      dispatch(baseApi.util.invalidateTags(['User', 'Plan']));
      try {
        const result = await checkVipStatus(plan.level, false);
        if (result.error || !result.data) {
          toast.error(readApiError(result.error).message || notEligible);
          return;
        }
        if (!result.data.eligible) {
          toast.warning(result.data.message || notEligible);
          return;
        }
        await open({ kind: 'plan', level: plan.level, levelId: plan.level_id ?? plan.id });
      } finally {
        busy.current = false;
        setCheckingId(null);
      }
    },
    // Stable while the modal stays closed or open: the plan cards are memoised on it.
    [checkVipStatus, open, isOpen, notEligible, dispatch],
  );

  return { buy, checkingId };
}
