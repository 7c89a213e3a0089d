import { useEffect } from 'react';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { useAppDispatch } from '@/app/hooks';
import { useSignedIn } from '@/hooks/useSignedIn';
import { onCrossTab } from '@/utils/crossTab';
import { toast } from '@/utils/toast';
import { ownerOf } from '../hooks/usePaymentOwner';
import { PAYMENT_FLOW_TEXTS } from '../messages';
import { tellOutcome } from '../orderOutcome';
import { deadlineOf, readPendingOrders } from '../pendingOrders';
import { watchOrder } from '../watchOrder';

// One resumed watch per order per page, however often the component mounts (React's strict mode mounts twice).
const resumed = new Set<string>();

/**
 * Resumes the watch of orders confirmed before a reload or in a tab since closed (issue 41 §2), for the signed-in
 * user only: says once that the payment is still being confirmed, then how it ended, and refreshes the balance,
 * plan and product (`tellOutcome`). Another tab telling the outcome first ends this watch quietly.
 */
export default function PendingPayments() {
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  const { data } = useGetUserInfoQuery(undefined, { skip: !signedIn });
  const owner = signedIn ? ownerOf(data) : null;

  useEffect(() => {
    if (!owner) return;
    const orders = readPendingOrders(owner).filter((order) => !resumed.has(order.orderId));
    if (!orders.length) return;
    toast.info(PAYMENT_FLOW_TEXTS.stillConfirming);
    const stops = orders.map((order) => {
      resumed.add(order.orderId);
      const unlisten = onCrossTab((message) => {
        if (message.type === 'order' && message.orderId === order.orderId && message.event !== 'open') {
          stop();
          unlisten();
        }
      });
      const stop = watchOrder(
        dispatch,
        order.orderId,
        order.successMessage,
        () => ({
          onStatus: () => undefined,
          onEnd: (outcome) => {
            unlisten();
            tellOutcome(dispatch, { outcome, orderId: order.orderId, owner, kind: order.kind, shown: false });
          },
        }),
        { deadlineAt: deadlineOf(order) },
      );
      return () => {
        stop();
        unlisten();
        resumed.delete(order.orderId);
      };
    });
    return () => stops.forEach((stop) => stop());
  }, [dispatch, owner]);

  return null;
}
