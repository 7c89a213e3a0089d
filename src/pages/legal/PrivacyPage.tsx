import { config } from '@/config/env';
import { PolicyPage } from '@/features/legal/components/PolicyPage';
import { privacyPolicy } from '@/features/legal/content/privacy';

/** Privacy Policy (spec 3 §2.10, §4.8). */
export default function PrivacyPage() {
  return <PolicyPage document={privacyPolicy} email={config.supportEmail} />;
}
