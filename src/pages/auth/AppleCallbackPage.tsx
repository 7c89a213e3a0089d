import { useReturnToRedirectTarget } from '@/app/access/useRedirectTarget';
import { AppleCallback } from '@/features/auth/components/AppleCallback';
import { AuthCard } from '@/features/auth/components/AuthCard';

export default function AppleCallbackPage() {
  const returnToTarget = useReturnToRedirectTarget();
  return (
    <AuthCard title="Sign in with Apple">
      <AppleCallback onSignedIn={returnToTarget} />
    </AuthCard>
  );
}
