import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { clearSeedCache, db, freshTables } from '../db';
import { advance, DEFAULT_MANUAL_START } from '../engine/clock';
import { server, startManualClock } from '../node';
import { scenarios } from '../scenarios';
import { call, withMockServer } from './helpers';

withMockServer();

const ALL_CUSTOM = {
  logic: 'OR',
  conditions: [
    {
      logic: 'AND',
      conditions: [
        { field: 'type', operator: '=', value: 0 },
        { field: 'category.filter_type', operator: '=', value: 0 },
      ],
    },
    {
      logic: 'AND',
      conditions: [
        { field: 'type', operator: '=', value: 6 },
        { field: 'category.filter_type', operator: '=', value: 1 },
      ],
    },
  ],
};

describe('seed', () => {
  test('is deterministic', () => {
    clearSeedCache();
    const first = JSON.stringify(freshTables({}, DEFAULT_MANUAL_START));
    clearSeedCache();
    expect(JSON.stringify(freshTables({}, DEFAULT_MANUAL_START))).toBe(first);
    expect(JSON.stringify(freshTables({}, DEFAULT_MANUAL_START))).toBe(
      JSON.stringify(freshTables({}, DEFAULT_MANUAL_START)),
    );
  });

  test('has the data the screens need', () => {
    const t = db();
    const gallery = t.images.filter((i) => i.public);
    expect(gallery.length).toBeGreaterThanOrEqual(400);
    expect(new Set(gallery.map((i) => i.type))).toEqual(new Set([0, 6]));
    expect(new Set(gallery.map((i) => i.ar)).size).toBeGreaterThanOrEqual(5);
    expect(gallery.filter((i) => i.video).length).toBeGreaterThan(20);
    expect(gallery.filter((i) => i.sort !== 0).length).toBeGreaterThan(3);
    expect(gallery.every((i) => i.images_desc.some((d) => d.is_main))).toBe(true);
    const styles = t.categories.filter((c) => c.filter_type === 1 && c.parent_id !== null);
    expect(styles.every((c) => c.name.startsWith('Model-'))).toBe(true);
    expect(t.categories.filter((c) => c.parent_id === null).map((c) => c.name)).toEqual(
      expect.arrayContaining(['Jewelry', 'Fashion']),
    );
    expect(t.categories.some((c) => c.attributes.length > 0)).toBe(true);
    const effects = t.templates.filter((tpl) => tpl.type === 1);
    expect(effects.length).toBeGreaterThanOrEqual(4);
    expect(effects.every((e) => e.models.length === 2)).toBe(true);
    expect(t.videoModels.map((m) => m.label.toLowerCase()).join('|')).toMatch(/runway.*pollo seedance lite/);
    const keys = new Set(t.records.map((r) => `${r.function_key}:${r.outcome}`));
    expect([...keys]).toEqual(
      expect.arrayContaining([
        'imageGeneration:success',
        'imageGeneration:failure',
        'imageChat:success',
        'imageChat:failure',
      ]),
    );
    const days = new Set(t.collection.map((c) => Math.floor((Date.now() - c.create_time) / 86_400_000)));
    expect(days.size).toBe(10);
    expect(t.likes.length).toBeGreaterThan(5);
  });

  test('nothing in mocks/ points at a remote address', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = join(dir, name);
        return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
      });
    const offenders = files(join(__dirname, '..'))
      .filter((f) => !f.includes('__tests__'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .filter((line) => /https?:\/\//.test(line) && !line.includes('www.w3.org/2000/svg'))
          .map((line) => `${f}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
    expect(JSON.stringify(db())).not.toMatch(/https?:\/\//);
  });
});

describe('gallery', () => {
  test('All, Styles and Images tabs filter for real', async () => {
    const all = (
      await call('post', '/global/images', {
        body: { pageSize: 200, type: '6,0', custom: ALL_CUSTOM, sort: 'rand' },
      })
    ).body.data;
    const styleIds = db()
      .categories.filter((c) => c.filter_type === 1)
      .map((c) => c.category_id);
    const styles = (
      await call('post', '/global/images', {
        body: { pageSize: 200, type: 6, filter_type: 1, category_id: styleIds.join(',') },
      })
    ).body.data;
    const images = (await call('post', '/global/images', { body: { pageSize: 200, filter_type: 0 } })).body
      .data;
    expect(all.total).toBe(styles.total + images.total);
    expect(styles.list.every((i: any) => i.type === 6 && i.category.filter_type === 1)).toBe(true);
    expect(images.list.every((i: any) => i.category.filter_type === 0)).toBe(true);
  });

  test('pinned items come first, pages end when current * pageSize >= total, search narrows', async () => {
    const first = (await call('post', '/global/images', { body: { current: 1, pageSize: 40, sort: 'time' } }))
      .body.data;
    expect(first.list[0].sort).not.toBe(0);
    const lastPage = Math.ceil(first.total / 40);
    const last = (
      await call('post', '/global/images', { body: { current: lastPage, pageSize: 40, sort: 'time' } })
    ).body.data;
    expect(last.list.length).toBe(first.total - (lastPage - 1) * 40);
    const ring = (
      await call('post', '/global/images', { body: { keyword: 'ring', name: 'ring', q: 'ring' } })
    ).body.data;
    expect(ring.total).toBeGreaterThan(0);
    expect(ring.total).toBeLessThan(first.total);
  });

  test('like toggles isLike and likeNum by one', async () => {
    const img = (await call('post', '/global/images', { body: { pageSize: 1, sort: 'time' } })).body.data
      .list[0];
    const liked = await call('post', '/image/setLike', {
      body: { image_id: img.image_id, isLike: !img.isLike },
    });
    expect(liked.body.data).toEqual({
      image_id: img.image_id,
      isLike: !img.isLike,
      likeNum: img.likeNum + (img.isLike ? -1 : 1),
    });
    const likes = (await call('get', '/image/self', { query: { type: 'likes', current: 1, pageSize: 100 } }))
      .body.data.list;
    expect(likes.some((l: any) => l.image_id === img.image_id)).toBe(!img.isLike);
  });

  test('bigGallery holds 5,000 images', async () => {
    server.use(...scenarios.bigGallery);
    const page = (await call('post', '/global/images', { body: { pageSize: 40 } })).body.data;
    expect(page.total).toBe(5000);
  });

  test('style names start with Models-All, then Model- names', async () => {
    const names = (await call('get', '/category/getNames', { query: { filter_type: 1 } })).body.data as {
      name: string;
    }[];
    expect(names[0].name).toBe('Models-All');
    expect(names.slice(1).every((n) => n.name.startsWith('Model-'))).toBe(true);
  });
});

describe('media', () => {
  test('artwork is an SVG drawn at the requested width', async () => {
    const img = (await call('post', '/global/images', { body: { pageSize: 1 } })).body.data.list[0];
    const res = await fetch(`http://localhost${img.path}?w=320&format=webp&quality=85`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="320" height="\d+"/);
  });

  test('a result made from an upload composites the uploaded picture', async () => {
    startManualClock();
    const form = new FormData();
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    form.append('file', new Blob([png], { type: 'image/png' }), 'ring.png');
    const up = await call('post', '/image/upload', { form });
    expect(up.body.data[0]).toEqual({
      path: expect.stringMatching(/^\/mock-media\/upload\//),
      image_id: expect.any(Number),
    });
    const analyzed = await call('post', '/image/analyzeCategory', { form });
    expect(analyzed.body.data).toMatchObject({ name: 'Jewelry', children: { name: 'Rings' } });

    const created = await call('post', '/action/imageGeneration', {
      body: { prompt: 'a ring on marble', category_id: 2, image_ids: [up.body.data[0].image_id] },
    });
    advance(60_000);
    const rec = (await call('get', '/action/getTask', { query: { record_id: created.body.data.record_id } }))
      .body.data;
    expect(rec.result[0].path).toContain(`u=${up.body.data[0].image_id}`);
    const svg = await (await fetch(`http://localhost${rec.result[0].path}&w=200`)).text();
    expect(svg).toContain('<image href="data:image/png;base64,');
    const file = await fetch(`http://localhost${up.body.data[0].path}?w=200`);
    expect(file.headers.get('content-type')).toBe('image/png');
  });
});

test('a malformed media name answers 400, not a crash', async () => {
  const res = await fetch('http://localhost/mock-media/art/%E0%A4%A_1x1.svg');
  expect(res.status).toBe(400);
  const api = await fetch('http://localhost/api/payment/%E0%A4%A', {
    headers: { Authorization: 'Bearer demo-access-token' },
  });
  expect(await api.json()).toEqual({ code: 400, message: 'Malformed URL', data: null });
});
