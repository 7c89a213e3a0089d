import { useReturnToRedirectTarget } from '@/app/access/useRedirectTarget';
import { AppleCallback } from '@/features/auth/components/AppleCallback';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { useAuthT } from '@/features/auth/i18n';

export default function AppleCallbackPage() {
  const t = useAuthT();
  const returnToTarget = useReturnToRedirectTarget();
  return (
    <AuthCard title={t('auth.appleTitle')}>
      <AppleCallback onSignedIn={returnToTarget} />
    </AuthCard>
  );
}
