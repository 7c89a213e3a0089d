import { badRequest } from './errors';

/**
 * Readers for request fields that answer 400 envelopes on missing or malformed input, as a real
 * backend's validation layer would. Query values arrive as strings, JSON values as anything.
 */
type Source = Record<string, unknown> | URLSearchParams | FormData;

function raw(source: Source, name: string): unknown {
  if (source instanceof URLSearchParams || (typeof FormData !== 'undefined' && source instanceof FormData)) {
    const value = source.get(name);
    return value === null ? undefined : value;
  }
  return (source as Record<string, unknown>)[name];
}

function missing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function optInt(source: Source, name: string): number | undefined {
  const value = raw(source, name);
  if (missing(value)) return undefined;
  const num =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(num)) throw badRequest(`${name} must be an integer`);
  return num;
}

export function int(source: Source, name: string): number {
  const value = optInt(source, name);
  if (value === undefined) throw badRequest(`${name} is required`);
  return value;
}

export function optNumber(source: Source, name: string): number | undefined {
  const value = raw(source, name);
  if (missing(value)) return undefined;
  const num = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(num)) throw badRequest(`${name} must be a number`);
  return num;
}

export function number(source: Source, name: string): number {
  const value = optNumber(source, name);
  if (value === undefined) throw badRequest(`${name} is required`);
  return value;
}

export function optStr(source: Source, name: string, maxLength = 10_000): string | undefined {
  const value = raw(source, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  if (value.length > maxLength) throw badRequest(`${name} must be at most ${maxLength} characters`);
  return value;
}

export function str(source: Source, name: string, maxLength = 10_000): string {
  const value = optStr(source, name, maxLength);
  if (value === undefined || value.trim() === '') throw badRequest(`${name} is required`);
  return value;
}

export function optBool(source: Source, name: string): boolean | undefined {
  const value = raw(source, name);
  if (missing(value)) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  throw badRequest(`${name} must be a boolean`);
}

export function bool(source: Source, name: string): boolean {
  const value = optBool(source, name);
  if (value === undefined) throw badRequest(`${name} is required`);
  return value;
}

export function optArray(source: Source, name: string): unknown[] | undefined {
  const value = raw(source, name);
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw badRequest(`${name} must be an array`);
  return value;
}

export function intArray(source: Source, name: string): number[] {
  const list = optArray(source, name) ?? [];
  return list.map((item, i) => {
    const num = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
    if (typeof num !== 'number' || !Number.isSafeInteger(num))
      throw badRequest(`${name}[${i}] must be an integer`);
    return num;
  });
}

export function strArray(source: Source, name: string): string[] {
  const list = optArray(source, name) ?? [];
  return list.map((item, i) => {
    if (typeof item !== 'string') throw badRequest(`${name}[${i}] must be a string`);
    return item;
  });
}

export function optObject(source: Source, name: string): Record<string, unknown> | undefined {
  const value = raw(source, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${name} must be an object`);
  return value as Record<string, unknown>;
}

export function oneOf<T extends string | number>(
  value: T | undefined,
  allowed: readonly T[],
  name: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return value;
}

export function email(source: Source, name = 'email'): string {
  const value = str(source, name, 254).trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw badRequest('Please enter a valid email address');
  return value.toLowerCase();
}

/** current / pageSize query paging with bounds. */
export function paging(source: Source, defaultSize = 20): { current: number; pageSize: number } {
  const current = optInt(source, 'current') ?? 1;
  const pageSize = optInt(source, 'pageSize') ?? defaultSize;
  if (current < 1) throw badRequest('current must be at least 1');
  if (pageSize < 1 || pageSize > 1000) throw badRequest('pageSize must be between 1 and 1000');
  return { current, pageSize };
}

export function page<T>(items: T[], current: number, pageSize: number) {
  return {
    list: items.slice((current - 1) * pageSize, current * pageSize),
    current,
    pageSize,
    total: items.length,
  };
}
