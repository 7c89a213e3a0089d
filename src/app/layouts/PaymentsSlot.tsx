import { lazy, Suspense, useEffect, useState } from 'react';
import { baseApi } from '@/api/baseApi';
import { PAYMENT_FINISHED_TAGS } from '@/api/endpoints/paymentTags';
import { useAppDispatch } from '@/app/hooks';
import { pendingOrdersPresent } from '@/features/payment';
import { useSignedIn } from '@/hooks/useSignedIn';
import { onCrossTab } from '@/utils/crossTab';

// The resumed watch and its words are a chunk of their own, fetched only when an order waits to be told.
const PendingPayments = lazy(() => import('@/features/payment/components/PendingPayments'));

/**
 * Payments beyond the screen that made them (issue 41 §2, §3), for every layout: another tab's paid or failed order
 * refreshes the balance, plan and level here too, and an order confirmed before a reload is watched again.
 */
export function PaymentsSlot() {
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  const [pending] = useState(pendingOrdersPresent);
  useEffect(
    () =>
      onCrossTab((message) => {
        if (message.type === 'order' && message.event !== 'open')
          dispatch(baseApi.util.invalidateTags(PAYMENT_FINISHED_TAGS));
      }),
    [dispatch],
  );
  if (!signedIn || !pending) return null;
  return (
    <Suspense fallback={null}>
      <PendingPayments />
    </Suspense>
  );
}
