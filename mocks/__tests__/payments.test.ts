import { db } from '../db';
import { advance } from '../engine/clock';
import { MOCK_PAYMENT_CONFIRM_PATH } from '../handlers/payments';
import { startManualClock } from '../node';
import { ADMIN_ACCESS_TOKEN, call, withMockServer } from './helpers';

withMockServer();
beforeEach(() => startManualClock());

async function confirm(paymentInfo: string, card?: string) {
  const { client_secret } = JSON.parse(paymentInfo) as { client_secret: string };
  const res = await fetch(`http://localhost${MOCK_PAYMENT_CONFIRM_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_secret, card_number: card }),
  });
  return res.json();
}
const status = async (orderId: string) => (await call('get', `/payment/${orderId}`)).body.data;

describe('payments', () => {
  test('plans: monthly, yearly, free, levels 1–4, one negative price', async () => {
    const plans = (await call('get', '/payment/levelList', { token: null })).body.data as {
      level: number;
      price: number;
      billingCycle: number;
    }[];
    expect(new Set(plans.map((p) => p.level))).toEqual(new Set([1, 2, 3, 4]));
    expect(plans.some((p) => p.price === 0)).toBe(true);
    expect(plans.some((p) => p.price < 0)).toBe(true);
    expect(new Set(plans.map((p) => p.billingCycle))).toEqual(new Set([1, 3]));
  });

  test('level_id tells a monthly and a yearly plan of the same level apart', async () => {
    const plans = (await call('get', '/payment/levelList', { token: null })).body.data as {
      level_id: number;
      level: number;
      price: number;
      discountPrice?: number | null;
      billingCycle: number;
    }[];
    const paid = plans.filter((p) => p.price > 0);
    const level = paid.find((p) =>
      paid.some((q) => q.level === p.level && q.billingCycle !== p.billingCycle),
    )!.level;
    for (const plan of paid.filter((p) => p.level === level)) {
      const res = await call('post', '/payment/createOrder', {
        body: { level, level_id: plan.level_id, channel: 4 },
      });
      expect(res.body.data.price).toBe(plan.discountPrice ?? plan.price);
      await call('get', `/payment/cancel/${res.body.data.orderId}`);
    }
    const wrong = await call('post', '/payment/createOrder', {
      body: { level, level_id: 999999, channel: 4 },
    });
    expect(wrong.status).toBe(404);
  });

  test('VIP order: WAIT_PAY until confirmed, then PAYED; level and credits rise', async () => {
    const before = (await call('get', '/user/points')).body.data.points;
    const order = (await call('post', '/payment/createOrder', { body: { level: 2, channel: 4 } })).body.data;
    expect(order).toMatchObject({ paymentStatus: 'WAIT_PAY', currency: 'USD' });
    expect(JSON.parse(order.paymentInfo).client_secret).toMatch(/^pi_mock_.+_secret_/);
    advance(60_000);
    expect((await status(order.orderId)).paymentStatus).toBe('WAIT_PAY');

    await confirm(order.paymentInfo, '4242 4242 4242 4242');
    expect((await status(order.orderId)).paymentStatus).toBe('WAIT_PAY');
    advance(2000);
    expect(await status(order.orderId)).toMatchObject({ paymentStatus: 'PAYED', status: 1 });
    expect((await call('get', '/user/info')).body.data.level).toBe(2);
    expect((await call('get', '/user/points')).body.data.points).toBe(before + 500);
    // Applied once, however often it is polled.
    await status(order.orderId);
    expect((await call('get', '/user/points')).body.data.points).toBe(before + 500);
    expect((await call('get', '/payment/checkVipStatus/2')).body.data.eligible).toBe(false);
    expect((await call('get', `/payment/cancel/${order.orderId}`)).status).toBe(409);
  });

  test('a declined card leaves the order waiting for the next card', async () => {
    const a = (await call('post', '/payment/createOrder', { body: { level: 3, channel: 4 } })).body.data;
    expect(await confirm(a.paymentInfo, '4000 0000 0000 0002')).toMatchObject({
      code: 402,
      message: 'Your card was declined.',
    });
    advance(2000);
    expect(await status(a.orderId)).toMatchObject({ paymentStatus: 'WAIT_PAY' });
    expect((await confirm(a.paymentInfo, '4242 4242 4242 4242')).code).toBe(0);
    // Asked twice (a lost answer), it is one confirmation.
    expect((await confirm(a.paymentInfo, '4242 4242 4242 4242')).code).toBe(0);
    advance(2000);
    expect(await status(a.orderId)).toMatchObject({ paymentStatus: 'PAYED' });
  });

  test('a card the bank refuses while processing fails the order; cancel closes a waiting order', async () => {
    const a = (await call('post', '/payment/createOrder', { body: { level: 3, channel: 4 } })).body.data;
    await confirm(a.paymentInfo, '4000 0000 0000 9995');
    advance(2000);
    expect(await status(a.orderId)).toMatchObject({ paymentStatus: 'FAIL', status: 5 });
    expect((await call('get', '/user/info')).body.data.level).toBe(1);

    const b = (await call('post', '/payment/createOrder', { body: { level: 3, channel: 4 } })).body.data;
    expect((await call('get', `/payment/cancel/${b.orderId}`)).body).toMatchObject({ code: 0 });
    expect(await status(b.orderId)).toMatchObject({ paymentStatus: 'FAIL', status: 3 });
    expect((await confirm(b.paymentInfo)).code).toBe(409);
  });

  test('free and advisor plans cannot be bought; unknown orders are 404', async () => {
    expect((await call('post', '/payment/createOrder', { body: { level: 1, channel: 4 } })).status).toBe(400);
    expect((await call('post', '/payment/createOrder', { body: { level: 4, channel: 4 } })).status).toBe(400);
    expect((await call('get', '/payment/ord_nope')).status).toBe(404);
  });
});

describe('production and pre-sale path', () => {
  test('apply → review → pay → in production → dispatched → pre-sale → on sale', async () => {
    const creation = (
      await call('get', '/image/getUserCreations', { query: { current: 1, pageSize: 50 } })
    ).body.data.list.find((img: { product: unknown }) => img.product === null);
    const image_id = creation.image_id as number;

    let product = (await call('post', '/product/applyReview', { body: { image_id, apply: true } })).body;
    expect(product).toMatchObject({ message: 'Applying for review', data: { production_status: 1 } });
    product = (await call('post', '/product/applyReview', { body: { image_id, apply: false } })).body;
    expect(product).toMatchObject({ message: 'Cancel apply', data: { production_status: 0 } });
    await call('post', '/product/applyReview', { body: { image_id, apply: true } });
    const product_id = product.data.product_id;

    const reviewed = await call('post', '/product/reviewMaking', {
      base: 'server',
      token: ADMIN_ACCESS_TOKEN,
      body: { product_id, pass: true, sampling_cost: 12, sampling_price: 15 },
    });
    expect(reviewed.body).toMatchObject({
      success: true,
      data: { production_status: 2, sampling_price: 15 },
    });

    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Harbour Road',
      city: 'Hong Kong',
      province: 'Wan Chai',
      zip: '999077',
      country: 'HK',
      phone: '+852',
    };
    expect(
      (await call('post', '/product/applyMaking', { body: { image_id, address: { ...address, city: '' } } }))
        .status,
    ).toBe(400);
    const applied = (
      await call('post', '/product/applyMaking', {
        body: { image_id, address, description: 'Ring size 52, brushed finish' },
      })
    ).body;
    expect(applied.message).toBe('Applying for production');
    // The note to the maker (x-inferred) is kept on the product.
    expect(applied.data.description).toBe('Ring size 52, brushed finish');

    const order = (
      await call('post', '/payment/createMakingOrder', {
        body: { productId: product_id, count: 1, channel: 2, price: 16.5 },
      })
    ).body.data;
    await confirm(order.paymentInfo);
    advance(2000);
    await status(order.orderId);
    // What the order charged (fee included) is what the product says was paid (x-inferred paid_amount).
    expect((await call('get', '/product/info', { query: { image_id } })).body.data.product).toMatchObject({
      production_status: 3,
      payment_status: 1,
      paid_amount: 16.5,
      paid_currency: 'USD',
      description: 'Ring size 52, brushed finish',
    });

    expect(
      (
        await call('post', '/product/tracking', {
          base: 'server',
          token: ADMIN_ACCESS_TOKEN,
          body: { product_id, carrier: 'DHL', tracking_number: '123' },
        })
      ).body.data.production_status,
    ).toBe(4);
    expect(
      (await call('get', '/product/address', { base: 'server', query: { product_id } })).body.data.city,
    ).toBe('Hong Kong');

    const sell = { image_id, selling_price: '45', people_number: '30', title: 'Ring', material: 'Rose Gold' };
    expect((await call('post', '/product/applySell', { body: { ...sell, selling_price: '5' } })).status).toBe(
      400,
    );
    expect((await call('post', '/product/applySell', { body: sell })).body).toMatchObject({
      message: 'Applying for sell.',
      data: { pre_sale_status: 1 },
    });
    const onSale = await call('post', '/product/reviewSell', {
      base: 'server',
      token: ADMIN_ACCESS_TOKEN,
      body: { product_id, pass: true },
    });
    expect(onSale.body.data.pre_sale_status).toBe(2);

    const income = await call('post', '/product/income', {
      body: { selling_price: '45', origin_price: '15', people_number: 30 },
    });
    expect(income.body.data).toEqual({
      origin_price: 15,
      oneIncome: 21,
      totalIncome: 630,
      commissionRate: 0.3,
      serverCommission: 270,
      income: 630,
    });
  });

  test('the seed has products in every production status and pre-sale states', () => {
    const products = db().products;
    expect(new Set(products.map((p) => p.production_status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(new Set(products.map((p) => p.pre_sale_status).filter((s) => s !== null))).toEqual(
      new Set([0, 1, 2, 3, 5]),
    );
  });
});
