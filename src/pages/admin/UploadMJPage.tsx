import { ComingSoon } from '@/components/ComingSoon';

export default function UploadMJPage() {
  return <ComingSoon title="UploadMJ" />;
}
