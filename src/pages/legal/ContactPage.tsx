import { config } from '@/config/env';
import { PolicyPage } from '@/features/legal/components/PolicyPage';
import { contactUs } from '@/features/legal/content/contact';

/** Contact Us (spec 3 §2.10, §4.8). */
export default function ContactPage() {
  return <PolicyPage document={contactUs} email={config.supportEmail} />;
}
