import { useCallback, useSyncExternalStore } from 'react';

/**
 * One remembered choice of this browser (a language, the compare mode, the collapsed rail, a backdrop, the
 * notification channels), kept under one localStorage key. Storage may refuse (private mode, quota, blocked):
 * the choice then holds in memory for this page load and nothing throws. Every reader of the same key follows a
 * change at once, and other tabs follow through the `storage` event.
 */
export interface StoredPreference<T> {
  readonly key: string;
  readonly fallback: T;
  /** The stored value, or the fallback; the same object until the stored text changes. */
  read(): T;
  write(value: T): void;
  subscribe(onChange: () => void): () => void;
}

export interface PreferenceOptions<T> {
  /** The stored text → a value, or undefined when it is not one (then the fallback is read). */
  parse?: (raw: string) => T | undefined;
  /** What is read while nothing is stored, when it depends on the browser (its language); else `fallback`. */
  unset?: () => T;
  /** The value → its stored text; null removes the key (a flag kept only while set). */
  serialize?: (value: T) => string | null;
}

const listeners = new Map<string, Set<() => void>>();

function notify(key: string) {
  listeners.get(key)?.forEach((listener) => listener());
}

/** Plain strings stored as themselves; anything else as JSON. */
function defaultParse<T>(fallback: T) {
  return (raw: string): T | undefined => {
    if (typeof fallback === 'string') return raw as T;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  };
}

/** A preference under `key`; define it once at module level and share it. */
export function storedPreference<T>(
  key: string,
  fallback: T,
  options: PreferenceOptions<T> = {},
): StoredPreference<T> {
  const parse = options.parse ?? defaultParse(fallback);
  const serialize =
    options.serialize ??
    ((value: T): string | null => (typeof value === 'string' ? value : JSON.stringify(value)));
  const unset = options.unset ?? (() => fallback);
  let memory: { value: T } | null = null;
  let cached: { raw: string | null; value: T } | null = null;

  const read = (): T => {
    // A choice storage refused to keep holds for this page load.
    if (memory) return memory.value;
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return unset();
    }
    if (raw === null) return unset();
    if (cached && cached.raw === raw) return cached.value;
    const value = parse(raw);
    cached = { raw, value: value === undefined ? unset() : value };
    return cached.value;
  };

  const write = (value: T) => {
    try {
      const text = serialize(value);
      if (text === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, text);
      memory = null;
    } catch {
      // Storage refused (private mode, quota): the choice is kept in memory until the page is left.
      memory = { value };
    }
    notify(key);
  };

  const subscribe = (onChange: () => void) => {
    const own = listeners.get(key) ?? new Set<() => void>();
    listeners.set(key, own);
    own.add(onChange);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      own.delete(onChange);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { key, fallback, read, write, subscribe };
}

/** A stored preference and its setter; every component reading the same key (and other tabs) follows a change. */
export function useStoredPreference<T>(preference: StoredPreference<T>): [T, (value: T) => void] {
  const value = useSyncExternalStore(preference.subscribe, preference.read, () => preference.fallback);
  const setValue = useCallback((next: T) => preference.write(next), [preference]);
  return [value, setValue];
}
