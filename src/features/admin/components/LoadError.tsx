import { RetryAlert } from '@/components/RetryAlert';

/** A failed admin read, with the way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return <RetryAlert message={`${what} could not be loaded.`} onRetry={onRetry} />;
}
