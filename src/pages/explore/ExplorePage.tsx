import { ComingSoon } from '@/components/ComingSoon';

export default function ExplorePage() {
  return <ComingSoon title="Explore" />;
}
