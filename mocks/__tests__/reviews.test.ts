import { db } from '../db';
import { advance } from '../engine/clock';
import { startManualClock } from '../node';
import { updateSettings } from '../settings';
import { ADMIN_ACCESS_TOKEN, call, withMockServer } from './helpers';

withMockServer();
beforeEach(() => startManualClock());

/** A creation of the demo user with no product yet. */
const freshImage = () =>
  db().images.find(
    (img) => img.owner_id === 1 && img.record_id && !db().products.some((p) => p.image_id === img.image_id),
  )!.image_id;

const info = async (imageId: number) =>
  (await call('get', `/product/info?image_id=${imageId}`)).body.data.product;

describe('the back office timer (issue 11)', () => {
  test('applyReview → under review; after 20 s reviewed with a sampling cost and a suggested price', async () => {
    const id = freshImage();
    await call('post', '/product/applyReview', { body: { image_id: id, apply: true } });
    advance(19_999);
    expect((await info(id)).production_status).toBe(1);
    advance(1);
    const product = await info(id);
    expect(product.production_status).toBe(2);
    expect(product.sampling_cost).toBeGreaterThan(0);
    expect(product.suggested_selling_price).toBe(Math.round(product.sampling_price * 3 * 100) / 100);
  });

  test('the delay follows the settings (?mock_review_ms=)', async () => {
    updateSettings({ reviewMs: 2000 });
    const id = freshImage();
    await call('post', '/product/applyReview', { body: { image_id: id, apply: true } });
    advance(2000);
    expect((await info(id)).production_status).toBe(2);
  });

  test('a hand review first wins: the timer does not override a dismissal', async () => {
    const id = freshImage();
    const product = (await call('post', '/product/applyReview', { body: { image_id: id, apply: true } })).body
      .data;
    await call('post', '/product/reviewMaking', {
      base: 'server',
      token: ADMIN_ACCESS_TOKEN,
      body: { product_id: product.product_id, pass: false },
    });
    advance(60_000);
    expect((await info(id)).production_status).toBe(5);
  });

  test('a paid making order → in production; applySell → pre-sale under review, then on sale', async () => {
    const row = db().products.find((p) => p.production_status === 3 && p.pre_sale_status === null)!;
    const cost = row.sampling_cost;
    const res = await call('post', '/product/applySell', {
      body: {
        image_id: row.image_id,
        selling_price: String(cost * 2),
        people_number: '30',
        title: 'Ring',
        material: 'Silver',
        story: '',
      },
    });
    expect(res.body.data.pre_sale_status).toBe(1);
    advance(20_000);
    expect((await info(row.image_id)).pre_sale_status).toBe(2);
  });

  test('the saved address: the product has none, its owner shipped before', async () => {
    const row = db().products.find((p) => p.production_status === 2)!;
    const res = await call('get', `/product/address?product_id=${row.product_id}`, { base: 'server' });
    expect(res.body.data.city).toBe('Hong Kong');
  });
});
