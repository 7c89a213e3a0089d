import { ComingSoon } from '@/components/ComingSoon';

export default function AiTaskPage() {
  return <ComingSoon title="AiTask" />;
}
