import { ComingSoon } from '@/components/ComingSoon';

export default function LibraryPage() {
  return <ComingSoon title="Library" />;
}
