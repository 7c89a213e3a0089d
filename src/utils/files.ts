export const MB = 1024 * 1024;

export const ONLY_IMAGES_MESSAGE = 'Only image files are allowed!';

/** Spec 1 §5 / spec 3 §5: images only, under a size limit. Returns the message to show, or null when fine. */
export function validateImageFile(file: File, maxMegabytes: number): string | null {
  if (!file.type.startsWith('image/')) return ONLY_IMAGES_MESSAGE;
  if (file.size >= maxMegabytes * MB) return `Image size cannot exceed ${maxMegabytes}MB!`;
  return null;
}

/** The first readable error text of an upload reply: message, msg, error or detail. */
export function uploadErrorText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    for (const key of ['message', 'msg', 'error', 'detail'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return fallback;
}
