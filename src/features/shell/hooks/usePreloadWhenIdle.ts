import { useEffect } from 'react';
import { whenIdle } from '@/utils/schedule';

/** Fetches an overlay's chunk once the browser is idle, so even its first opening has no wait. */
export function usePreloadWhenIdle(preload: () => unknown, enabled = true) {
  useEffect(() => (enabled ? whenIdle(() => void preload()) : undefined), [preload, enabled]);
}
