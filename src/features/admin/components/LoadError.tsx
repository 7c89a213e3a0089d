import { RetryAlert } from '@/components/RetryAlert';
import { useAdminT } from '../i18n';

/** A failed admin read, with the way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useAdminT();
  return <RetryAlert message={t('admin.loadError', { what })} onRetry={onRetry} />;
}
