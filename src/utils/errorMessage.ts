/** The readable reason of a failed call or action (an ApiError carries the server's message). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** A real 404 (an unknown id), as opposed to a failure that deserves a Retry: only this one reads as not-found. */
export function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 404 || code === 404;
}
