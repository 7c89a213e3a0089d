import { RetryAlert } from '@/components/RetryAlert';
import { useAdminHomeT } from '../home/i18n';

/** A failed admin read, with the way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useAdminHomeT();
  return <RetryAlert message={t('adminHome.loadError', { what })} onRetry={onRetry} />;
}
