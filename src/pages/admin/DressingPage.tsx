import { ComingSoon } from '@/components/ComingSoon';

export default function DressingPage() {
  return <ComingSoon title="Dressing" />;
}
