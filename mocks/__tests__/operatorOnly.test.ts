import { listOperations, loadOpenApi } from '../../openapi/load';
import { NOT_ADMIN_MESSAGE } from '../access';
import { db } from '../db';
import { ADMIN_ACCESS_TOKEN, call, DEMO_ACCESS_TOKEN, withMockServer } from './helpers';

withMockServer();

const operations = listOperations(loadOpenApi());
const operatorOnly = operations.filter((o) => o.operation['x-operator-only']);

/** One call per (operation, base); `{id}` filled with a seeded image, bodies minimal (the role is checked first). */
const cases = operatorOnly.flatMap((o) =>
  o.bases.map((base) => [`${o.method.toUpperCase()} /${base}${o.path}`, o.method, o.path, base] as const),
);

describe('operator-only calls (x-operator-only)', () => {
  test('the contract marks exactly the calls the admin needs', () => {
    expect(operatorOnly.map((o) => o.operationId).sort()).toEqual(
      [
        'adminListImages',
        'adminUpdateImage',
        'adminDeleteDescImage',
        'adminSetImageUse',
        'adminSetMainImage',
        'adminDeleteImage',
        'adminReviewMaking',
        'adminSetTracking',
        'adminReviewSell',
        'adminCreateVideo',
        'adminCreateVideoGroup',
        'updateCategory',
        'deleteCategory',
        'updateCategoryAttribute',
        'updateCategoryPrompt',
      ].sort(),
    );
  });

  test.each(cases)(
    '%s answers a signed-in non-admin with the 403 envelope',
    async (_n, method, path, base) => {
      const imageId = db().images[0].image_id;
      const res = await call(method, path.replace('{id}', String(imageId)), {
        base,
        token: DEMO_ACCESS_TOKEN,
        body: method === 'get' || method === 'delete' ? undefined : { image_id: imageId },
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, message: NOT_ADMIN_MESSAGE, data: null });
      if (base === 'server') expect(res.body.success).toBe(false);
      // Nothing changed: the image is still there.
      expect(db().images.some((img) => img.image_id === imageId)).toBe(true);
    },
  );

  test.each(cases)('%s answers a visitor with 401', async (_n, method, path, base) => {
    const res = await call(method, path.replace('{id}', '1'), { base, token: null, body: {} });
    expect(res.status).toBe(401);
  });

  test('the admin passes the role check', async () => {
    const res = await call('get', '/image/list', { base: 'server', token: ADMIN_ACCESS_TOKEN });
    expect(res.body).toMatchObject({ code: 0, success: true });
  });

  test('the /server calls users make themselves stay open to any signed-in user', async () => {
    const product = db().products.find((p) => p.address)!;
    const address = await call('get', '/product/address', {
      base: 'server',
      query: { product_id: product.product_id },
    });
    expect(address.status).toBe(200);
    const describe = await call('post', '/image/genImagesDescription', {
      base: 'server',
      body: { prompt: 'A ring' },
    });
    expect(describe.status).toBe(200);
  });

  test('user info carries the role', async () => {
    expect((await call('get', '/user/info')).body.data.role).toBe('user');
    expect((await call('get', '/user/info', { token: ADMIN_ACCESS_TOKEN })).body.data).toMatchObject({
      email: 'admin@example.com',
      role: 'admin',
    });
  });

  test('every user history scope=all needs the admin; status filters running and failed', async () => {
    expect((await call('get', '/user/history', { query: { scope: 'all' } })).status).toBe(403);
    const failed = await call('get', '/user/history', {
      token: ADMIN_ACCESS_TOKEN,
      query: { scope: 'all', status: 'failed', pageSize: 100 },
    });
    expect(failed.body.data.total).toBeGreaterThan(0);
    expect(failed.body.data.list.every((r: { status: string }) => r.status === 'failure')).toBe(true);
  });
});
