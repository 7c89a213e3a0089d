import { clearSeedCache, db, resetDb, setGallerySize } from '../db';
import { DEFAULT_GALLERY_SIZE, DEMO_USER_ID, SEED_SLICE } from '../db/seed';
import { clearPersisted, restore, restoreOrSeed, saveNow, STORAGE_KEY } from '../db/persist';
import { ADMIN_ACCESS_TOKEN, call, withMockServer } from './helpers';

withMockServer();

describe('browser persistence', () => {
  test('a reload finds the same state; seeded gallery images are not stored', async () => {
    const img = (await call('post', '/global/images', { body: { pageSize: 1, sort: 'time' } })).body.data
      .list[0];
    await call('post', '/image/setLike', { body: { image_id: img.image_id, isLike: !img.isLike } });
    await call('post', '/image/update', {
      base: 'server',
      token: ADMIN_ACCESS_TOKEN,
      body: { image_id: img.image_id, name: 'Renamed' },
    });
    await call('post', '/action/imageGeneration', { body: { prompt: 'a ring', category_id: 2 } });
    const points = db().users[0].points;
    saveNow();
    const stored = localStorage.getItem(STORAGE_KEY)!;
    expect(stored.length).toBeLessThan(200_000);

    resetDb();
    expect(restore()).toBe(true);
    expect(db().users.find((u) => u.user_id === DEMO_USER_ID)!.points).toBe(points);
    const again = (await call('get', '/image/info', { query: { image_id: img.image_id } })).body.data;
    expect(again).toMatchObject({ name: 'Renamed', isLike: !img.isLike });
    expect(db().images.filter((i) => i.public).length).toBeGreaterThanOrEqual(400);
    expect(db().records.length).toBe(11);
  });

  test('a big gallery is rebuilt from the seed, and a broken snapshot falls back to the seed', () => {
    setGallerySize('big');
    saveNow();
    expect(localStorage.getItem(STORAGE_KEY)!.length).toBeLessThan(200_000);
    resetDb();
    expect(restore()).toBe(true);
    expect(db().images.filter((i) => i.public).length).toBe(5000);

    localStorage.setItem(STORAGE_KEY, '{broken');
    expect(restore()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    clearPersisted();
  });
});

describe('booting the browser mock', () => {
  test('builds the seed in slices, giving the page a turn between them, and gets the db resetDb gives', async () => {
    clearPersisted();
    clearSeedCache();
    let turns = 0;
    await restoreOrSeed(async () => {
      turns += 1;
    });
    expect(turns).toBe(1 + DEFAULT_GALLERY_SIZE / SEED_SLICE); // after the templates, then after every slice
    const sliced = JSON.stringify(db());
    clearSeedCache();
    resetDb();
    expect(JSON.stringify(db())).toBe(sliced);
  });

  test('restores a kept snapshot on top of the sliced seed', async () => {
    const demo = () => db().users.find((u) => u.user_id === DEMO_USER_ID)!;
    demo().points = 7;
    saveNow();
    resetDb();
    expect(demo().points).not.toBe(7);
    await restoreOrSeed(async () => {});
    expect(demo().points).toBe(7);
    clearPersisted();
  });
});
