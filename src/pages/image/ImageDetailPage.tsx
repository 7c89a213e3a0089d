import { ComingSoon } from '@/components/ComingSoon';

export default function ImageDetailPage() {
  return <ComingSoon title="Image detail" />;
}
