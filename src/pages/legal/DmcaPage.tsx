import { config } from '@/config/env';
import { PolicyPage } from '@/features/legal/components/PolicyPage';
import { dmcaPolicy } from '@/features/legal/content/dmca';

/** DMCA Policy (spec 3 §2.10, §4.8). */
export default function DmcaPage() {
  return <PolicyPage document={dmcaPolicy} email={config.supportEmail} />;
}
