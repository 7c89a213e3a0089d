/**
 * Reads a list kept as JSON under one storage key: the same array for the same stored text (so
 * useSyncExternalStore sees no change until there is one), an empty list for no owner, refused storage or a damaged
 * entry (the next save overwrites it). `items` keeps what is valid of the parsed array.
 */
export function storedListReader<T>(items: (parsed: unknown[]) => T[]) {
  const none: readonly T[] = [];
  const cache = new Map<string, { raw: string | null; value: readonly T[] }>();
  return (key: string | null): readonly T[] => {
    if (!key) return none;
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return none;
    }
    const cached = cache.get(key);
    if (cached && cached.raw === raw) return cached.value;
    let value: readonly T[] = none;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (Array.isArray(parsed)) value = items(parsed);
    } catch {
      // A damaged entry reads as none.
    }
    cache.set(key, { raw, value });
    return value;
  };
}
