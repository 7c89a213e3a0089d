import { useFollowOtherTabs } from '@/features/auth/hooks/useFollowOtherTabs';
import { PaymentsSlot } from './PaymentsSlot';

/** The other tabs' sign-outs and sign-ins followed at once; their payments and this browser's pending orders. */
export default function OtherTabs() {
  useFollowOtherTabs();
  return <PaymentsSlot />;
}
