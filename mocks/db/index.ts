import { now } from '../engine/clock';
import { IS_JEST } from '../settings';
import { BIG_GALLERY_SIZE, DEFAULT_GALLERY_SIZE, seedSteps, seedTables } from './seed';
import type { ImageRow, Tables, UserRow } from './types';

export type * from './types';

export type GallerySize = 'default' | 'big' | 'empty';

export interface DbOptions {
  gallery?: GallerySize;
}

const GALLERY_COUNTS: Record<GallerySize, number> = {
  default: DEFAULT_GALLERY_SIZE,
  big: BIG_GALLERY_SIZE,
  empty: DEFAULT_GALLERY_SIZE,
};

interface DbState {
  tables: Tables;
  /** Clock time the seed was built at (seeded dates are spread before it). */
  seededAt: number;
  options: Required<DbOptions>;
  imageIndex: Map<number, ImageRow> | null;
  version: number;
}

const state: DbState = {
  tables: undefined as unknown as Tables,
  seededAt: 0,
  options: { gallery: 'default' },
  imageIndex: null,
  version: 0,
};

const listeners = new Set<() => void>();

/** The live tables. Handlers mutate them directly, then call `touch()` so persistence can save. */
export function db(): Tables {
  if (!state.tables) resetDb();
  return state.tables;
}

export function dbOptions(): Required<DbOptions> {
  return state.options;
}

export function seededAt(): number {
  return state.seededAt;
}

const seedCache = new Map<string, string>();

/** Forgets cached seeds (tests of the seed itself). */
export function clearSeedCache(): void {
  seedCache.clear();
}

/**
 * Builds fresh seeded tables for the given options (not installed). The seed is pure, so the JSON of
 * a build is cached and parsed again (a few ms instead of ~60 ms): every test resets the db.
 */
export function freshTables(options: DbOptions = {}, at = now()): Tables {
  const gallery = options.gallery ?? 'default';
  const key = `${gallery}:${at}`;
  const cached = seedCache.get(key);
  if (cached) return JSON.parse(cached) as Tables;
  const tables = takePrepared(key) ?? seedTables({ now: at, galleryCount: GALLERY_COUNTS[gallery] });
  if (gallery === 'empty') {
    // An empty public gallery: the seeded gallery images are hidden (the demo data stays).
    for (const img of tables.images) if (img.public) img.public = false;
  }
  if (IS_JEST) {
    if (seedCache.size >= 4) seedCache.delete(seedCache.keys().next().value as string);
    seedCache.set(key, JSON.stringify(tables));
  }
  return tables;
}

/** A seed prepareSeed built, until the freshTables it was built for takes it. */
let prepared: { key: string; tables: Tables } | null = null;

function takePrepared(key: string): Tables | null {
  if (prepared?.key !== key) return null;
  const { tables } = prepared;
  prepared = null;
  return tables;
}

/**
 * Builds the seed freshTables(options, at) will ask for in slices, awaiting `pause()` between them: the browser
 * builds it every time the page loads, and in one piece it held the page for ~120 ms (half a second on a slow
 * phone) before the app could start.
 */
export async function prepareSeed(options: DbOptions, at: number, pause: () => Promise<void>): Promise<void> {
  const gallery = options.gallery ?? 'default';
  const steps = seedSteps({ now: at, galleryCount: GALLERY_COUNTS[gallery] });
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      prepared = { key: `${gallery}:${at}`, tables: step.value };
      return;
    }
    await pause();
  }
}

/** Seeds are laid out before the current minute, so resets within a minute share one cached seed. */
export function seedTime(): number {
  const t = now();
  return t - (t % 60_000);
}

/** Back to the seed. Every test and `?mock=reset` starts here. */
export function resetDb(options: DbOptions = {}): Tables {
  state.options = { gallery: options.gallery ?? 'default' };
  state.seededAt = seedTime();
  state.tables = freshTables(state.options, state.seededAt);
  state.imageIndex = null;
  touch();
  return state.tables;
}

/** Installs tables (used by persistence when restoring). */
export function installTables(tables: Tables, options: DbOptions, at: number): void {
  state.options = { gallery: options.gallery ?? 'default' };
  state.seededAt = at;
  state.tables = tables;
  state.imageIndex = null;
  touch();
}

/**
 * Swaps the public gallery for one of another size (the bigGallery scenario) and keeps everything
 * else: users, sessions, records, likes.
 */
export function setGallerySize(gallery: GallerySize): void {
  if (state.options.gallery === gallery && state.tables) return;
  const t = db();
  const fresh = freshTables({ gallery }, state.seededAt);
  t.images = [
    ...fresh.images.filter((img) => img.owner_id === null),
    ...t.images.filter((img) => img.owner_id !== null),
  ];
  state.options = { gallery };
  touch();
}

/** Marks the db as changed: drops caches and tells listeners (persistence). */
export function touch(): void {
  state.version += 1;
  state.imageIndex = null;
  for (const listener of listeners) listener();
}

/** Changes with every `touch()`; lets handlers memoise derived lists. */
export function dbVersion(): number {
  return state.version;
}

export function onDbChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function nextId(): number {
  const t = db();
  t.seq.id += 1;
  return t.seq.id;
}

function hex(n: number): string {
  return (0x100000 + n * 7919).toString(16);
}

export function nextRecordId(): string {
  const t = db();
  t.seq.record += 1;
  return `rec_${hex(t.seq.record)}`;
}

export function nextBatchId(): string {
  const t = db();
  t.seq.record += 1;
  return `bat_${hex(t.seq.record)}`;
}

export function nextOrderNumber(): number {
  const t = db();
  t.seq.order += 1;
  return t.seq.order;
}

function index(): Map<number, ImageRow> {
  if (!state.imageIndex) {
    const map = new Map<number, ImageRow>();
    for (const img of db().images) map.set(img.image_id, img);
    state.imageIndex = map;
  }
  return state.imageIndex;
}

/** An image by id (also a related "desc" image id, answered with its parent's row). */
export function findImage(imageId: number): ImageRow | undefined {
  const direct = index().get(imageId);
  if (direct) return direct;
  for (const img of db().images) {
    if (img.images_desc.some((d) => d.image_id === imageId)) return img;
  }
  return undefined;
}

export function addImage(img: ImageRow): ImageRow {
  db().images.push(img);
  index().set(img.image_id, img);
  return img;
}

/** Marks a seeded image as changed so persistence keeps it. */
export function modifyImage(img: ImageRow): void {
  img.seeded = false;
}

export function deleteImage(imageId: number): boolean {
  const t = db();
  const at = t.images.findIndex((img) => img.image_id === imageId);
  if (at < 0) return false;
  const [removed] = t.images.splice(at, 1);
  if (removed.seeded) t.deletedSeedImageIds.push(removed.image_id);
  state.imageIndex = null;
  return true;
}

export function findUser(userId: number): UserRow | undefined {
  return db().users.find((u) => u.user_id === userId);
}

export function findUserByEmail(email: string): UserRow | undefined {
  const wanted = email.trim().toLowerCase();
  return db().users.find((u) => u.email.toLowerCase() === wanted);
}

export function likeCount(img: ImageRow): number {
  return img.like_base + db().likes.filter((l) => l.image_id === img.image_id).length;
}

export function isLikedBy(userId: number | null, imageId: number): boolean {
  if (userId === null) return false;
  return db().likes.some((l) => l.user_id === userId && l.image_id === imageId);
}
