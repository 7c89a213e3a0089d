import { ComingSoon } from '@/components/ComingSoon';

export default function InfoPage() {
  return <ComingSoon title="Image info" />;
}
