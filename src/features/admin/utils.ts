/** Reads a money field: a positive number with at most two decimals, or an error message. */
export function parseAmount(raw: string, label: string, { required = true } = {}): number | string | null {
  const text = raw.trim();
  if (!text) return required ? `${label} is required` : null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return `${label} must be a number with up to two decimals`;
  const value = Number(text);
  if (value <= 0) return `${label} must be more than 0`;
  return value;
}

/** `parseAmount`'s answer split into value and message, for forms. */
export function amountField(raw: string, label: string, options?: { required?: boolean }) {
  const result = parseAmount(raw, label, options);
  return typeof result === 'string' ? { error: result } : { value: result ?? undefined };
}

export function requiredText(raw: string, label: string): string | undefined {
  return raw.trim() ? undefined : `${label} is required`;
}

/** A record or image time as the operator reads it (UTC, minutes). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toISOString().slice(0, 16).replace('T', ' ');
}
