import { db, resetDb, setGallerySize } from '../db';
import { DEMO_USER_ID } from '../db/seed';
import { clearPersisted, restore, saveNow, STORAGE_KEY } from '../db/persist';
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
