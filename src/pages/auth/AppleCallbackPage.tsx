import { useReturnToRedirectTarget } from '@/app/access/useRedirectTarget';
import { AppleCallback, AuthCard, useAuthT } from '@/features/auth';

export default function AppleCallbackPage() {
  const t = useAuthT();
  const returnToTarget = useReturnToRedirectTarget();
  return (
    <AuthCard title={t('auth.appleTitle')}>
      <AppleCallback onSignedIn={returnToTarget} />
    </AuthCard>
  );
}
