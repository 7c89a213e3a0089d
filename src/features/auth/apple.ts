import type { AuthSession } from '@/api/types';

/** Spec 1 §7.1: Apple sign-in is a local stand-in that succeeds after one second, no server call. */
export const APPLE_STAND_IN_DELAY_MS = 1000;

export const APPLE_PLACEHOLDER_SESSION: Pick<AuthSession, 'accessToken' | 'refreshToken'> = {
  accessToken: 'apple-placeholder-access-token',
  refreshToken: 'apple-placeholder-refresh-token',
};

export function completeAppleSignIn(signal?: AbortSignal): Promise<typeof APPLE_PLACEHOLDER_SESSION> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(APPLE_PLACEHOLDER_SESSION), APPLE_STAND_IN_DELAY_MS);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Apple sign-in abandoned', 'AbortError'));
    });
  });
}
