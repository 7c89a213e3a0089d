import {
  db,
  dbOptions,
  freshTables,
  installTables,
  onDbChange,
  prepareSeed,
  resetDb,
  seededAt,
  seedTime,
  type GallerySize,
} from './index';
import type { ImageRow, Tables } from './types';

/**
 * Browser only: keeps the mock db in local storage so a reload finds the same state. Seeded gallery
 * images are not stored (they are rebuilt from the seed); only changed and new images are, plus
 * every other table. `?mock=reset` (see browser.ts) clears it.
 */
export const STORAGE_KEY = 'mock-db:v1';

interface Snapshot {
  version: 1;
  seededAt: number;
  gallery: GallerySize;
  tables: Omit<Tables, 'images'> & { images: ImageRow[] };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function saveNow(): void {
  const store = storage();
  if (!store) return;
  const t = db();
  const snapshot: Snapshot = {
    version: 1,
    seededAt: seededAt(),
    gallery: dbOptions().gallery,
    tables: { ...t, images: t.images.filter((img) => !img.seeded) },
  };
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Quota exceeded: drop the kept upload copies and try once more; otherwise run without persistence.
    try {
      snapshot.tables.uploads = snapshot.tables.uploads.map((u) => ({ ...u, data_url: null }));
      store.setItem(STORAGE_KEY, JSON.stringify(snapshot));
    } catch {
      store.removeItem(STORAGE_KEY);
    }
  }
}

/** The stored snapshot, or null (and none kept) when there is none or it cannot be read. */
function storedSnapshot(): Snapshot | null {
  const store = storage();
  const text = store?.getItem(STORAGE_KEY);
  if (!text) return null;
  try {
    const snapshot = JSON.parse(text) as Snapshot;
    if (snapshot.version !== 1 || !snapshot.tables || !Array.isArray(snapshot.tables.images))
      throw new Error('old format');
    return snapshot;
  } catch {
    store?.removeItem(STORAGE_KEY);
    return null;
  }
}

/** Restores the stored db; false (and a fresh seed) when there is none or it cannot be read. */
export function restore(snapshot = storedSnapshot()): boolean {
  if (!snapshot) return false;
  try {
    const fresh = freshTables({ gallery: snapshot.gallery }, snapshot.seededAt);
    const changed = new Map(snapshot.tables.images.map((img) => [img.image_id, img]));
    const deleted = new Set(snapshot.tables.deletedSeedImageIds ?? []);
    const images = fresh.images
      .filter((img) => !deleted.has(img.image_id))
      .map((img) => {
        const mine = changed.get(img.image_id);
        changed.delete(img.image_id);
        return mine ?? img;
      });
    images.push(...changed.values());
    const tables = { ...fresh, ...snapshot.tables, images };
    // Snapshots saved before the admin account existed gain it (and its session) from the seed.
    for (const user of fresh.users)
      if (!tables.users.some((u) => u.user_id === user.user_id)) tables.users.push(user);
    for (const session of fresh.sessions)
      if (!tables.sessions.some((s) => s.accessToken === session.accessToken)) tables.sessions.push(session);
    installTables(tables, { gallery: snapshot.gallery }, snapshot.seededAt);
    return true;
  } catch {
    storage()?.removeItem(STORAGE_KEY);
    return false;
  }
}

export function clearPersisted(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** Saves (debounced) after every change, and when the page is hidden. */
export function startPersistence(delayMs = 400): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    saveNow();
  };
  const stop = onDbChange(() => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  });
  const onHide = () => flush();
  window.addEventListener('pagehide', onHide);
  return () => {
    stop();
    window.removeEventListener('pagehide', onHide);
    if (timer) flush();
  };
}

/**
 * Restores the stored db, or seeds a fresh one. The seed is built in slices, awaiting `pause()` between them
 * (see prepareSeed).
 */
export async function restoreOrSeed(pause: () => Promise<void>): Promise<void> {
  const snapshot = storedSnapshot();
  await prepareSeed({ gallery: snapshot?.gallery }, snapshot?.seededAt ?? seedTime(), pause);
  if (!restore(snapshot)) resetDb();
}
