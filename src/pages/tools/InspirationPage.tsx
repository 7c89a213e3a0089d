import { ComingSoon } from '@/components/ComingSoon';

export default function InspirationPage() {
  return <ComingSoon title="Inspiration" />;
}
