import { adminT } from './i18n';

/** Reads a money field: a positive number with at most two decimals, or an error message. */
export function parseAmount(raw: string, label: string, { required = true } = {}): number | string | null {
  const text = raw.trim();
  if (!text) return required ? adminT('admin.required', { label }) : null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return adminT('admin.amountFormat', { label });
  const value = Number(text);
  if (value <= 0) return adminT('admin.amountPositive', { label });
  return value;
}

/** `parseAmount`'s answer split into value and message, for forms. */
export function amountField(raw: string, label: string, options?: { required?: boolean }) {
  const result = parseAmount(raw, label, options);
  return typeof result === 'string' ? { error: result } : { value: result ?? undefined };
}

export function requiredText(raw: string, label: string): string | undefined {
  return raw.trim() ? undefined : adminT('admin.required', { label });
}

/** A record or image time as the operator reads it (UTC, minutes). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toISOString().slice(0, 16).replace('T', ' ');
}
