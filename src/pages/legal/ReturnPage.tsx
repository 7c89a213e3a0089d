import { config } from '@/config/env';
import { PolicyPage } from '@/features/legal/components/PolicyPage';
import { returnPolicy } from '@/features/legal/content/returnPolicy';

/** Return Policy (spec 3 §2.10, §4.8). */
export default function ReturnPage() {
  return <PolicyPage document={returnPolicy} email={config.supportEmail} />;
}
