import { config } from '@/config/env';
import { PolicyPage } from '@/features/legal/components/PolicyPage';
import { termsOfService } from '@/features/legal/content/terms';

/** Terms of Service (spec 3 §2.10, §4.8). */
export default function TermsPage() {
  return <PolicyPage document={termsOfService} email={config.supportEmail} />;
}
