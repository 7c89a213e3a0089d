/**
 * An envelope's `code` as a number: absent counts as success (0), a numeric string as its number, anything else as
 * a failure (-1). Its own module, without the client, so index.html's static first page can read answers too.
 */
export function toNumberCode(code: unknown): number {
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && code.trim() !== '' && !Number.isNaN(Number(code))) return Number(code);
  return code === undefined || code === null ? 0 : -1;
}
