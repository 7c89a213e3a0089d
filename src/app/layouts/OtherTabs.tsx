import { useFollowOtherTabs } from '@/features/auth';
import { useKeepBalanceFresh } from '@/features/shell';
import { PaymentsSlot } from './PaymentsSlot';

/**
 * What keeps this tab's account and money true once the first screen is up: the other tabs' sign-outs and sign-ins
 * followed at once, their payments and this browser's pending orders, a balance refresh that failed asked again.
 */
export default function OtherTabs() {
  useFollowOtherTabs();
  useKeepBalanceFresh();
  return <PaymentsSlot />;
}
