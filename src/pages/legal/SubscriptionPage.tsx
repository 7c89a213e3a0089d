import { config } from '@/config/env';
import { PolicyPage } from '@/features/legal/components/PolicyPage';
import { subscriptionTerms } from '@/features/legal/content/subscription';

/** Subscription Terms (spec 3 §2.10, §4.8). */
export default function SubscriptionPage() {
  return <PolicyPage document={subscriptionTerms} email={config.supportEmail} />;
}
