import { ComingSoon } from '@/components/ComingSoon';

export default function CategoryPage() {
  return <ComingSoon title="Category" />;
}
