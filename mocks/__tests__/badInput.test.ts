import { route } from '../http';
import { server } from '../node';
import { scenarios } from '../scenarios';
import { updateSettings } from '../settings';
import { ADMIN_ACCESS_TOKEN, call, withMockServer } from './helpers';

withMockServer();

type Case = [string, string, Parameters<typeof call>[2], number, RegExp | undefined];

const cases: Case[] = [
  ['post', '/authorize/login', { body: {}, token: null }, 400, /email is required/],
  ['post', '/authorize/login', { body: '{not json', token: null }, 400, /not valid JSON/],
  [
    'post',
    '/authorize/register',
    { body: { email: 'x@y.z', password: 'short', code: '123456' }, token: null },
    400,
    /at least 8/,
  ],
  ['post', '/authorize/verification', { body: { email: 'not-an-email' }, token: null }, 400, undefined],
  ['get', '/image/info', { query: {} }, 400, /image_id is required/],
  ['get', '/image/info', { query: { image_id: 'abc' } }, 400, /must be an integer/],
  ['get', '/image/info', { query: { image_id: 999999999 } }, 404, /Image not found/],
  ['post', '/image/setLike', { body: { image_id: 1001, isLike: 'maybe' } }, 400, /boolean/],
  ['post', '/image/setLike', { body: { image_id: 1001, isLike: true }, token: null }, 401, undefined],
  ['post', '/global/images', { body: { pageSize: 0 } }, 400, undefined],
  ['post', '/global/images', { body: { type: 'six' } }, 400, undefined],
  ['post', '/global/images', { body: { custom: { logic: 'XOR', conditions: [] } } }, 400, undefined],
  ['post', '/action/imageGeneration', { body: { prompt: 'ring' } }, 400, /Need to select category/],
  [
    'post',
    '/action/imageGeneration',
    { body: { category_id: 2 } },
    400,
    /Please fill in prompt words or upload pictures/,
  ],
  ['post', '/action/imageGeneration', { body: { category_id: 2, prompt: 'x'.repeat(801) } }, 400, undefined],
  ['post', '/action/imageGeneration', { body: { category_id: 424242, prompt: 'ring' } }, 404, undefined],
  [
    'post',
    '/action/imageGeneration',
    { body: { category_id: 2, prompt: 'ring', image_ids: 'one' } },
    400,
    undefined,
  ],
  ['get', '/action/getTask', { query: { record_id: 'rec_nope' } }, 404, undefined],
  ['post', '/image/createDescImages', { body: {} }, 400, undefined],
  [
    'post',
    '/image/createDescImages',
    { body: [{ image_id: 1001, model: 'dall-e', prompt: 'x' }] },
    400,
    /model must be one of/,
  ],
  ['get', '/image/countTaskInProgress', { query: { type: 7 } }, 400, undefined],
  ['get', '/image/getTasksByBatchId', { query: { batch_id: 'bat_nope' } }, 404, undefined],
  ['get', '/global/getFunction/nope', {}, 404, undefined],
  ['post', '/payment/createOrder', { body: { level: 'gold', channel: 4 } }, 400, undefined],
  [
    'post',
    '/payment/createMakingOrder',
    { body: { productId: 1, count: 1, channel: 2, price: 10 } },
    404,
    undefined,
  ],
  ['post', '/product/applyReview', { body: { image_id: 999999999, apply: true } }, 404, /Invalid image id/],
  [
    'post',
    '/product/reviewMaking',
    { base: 'server', token: ADMIN_ACCESS_TOKEN, body: { product_id: 1, pass: true } },
    404,
    undefined,
  ],
  ['delete', '/image/999999999', { base: 'server', token: ADMIN_ACCESS_TOKEN }, 404, undefined],
  ['post', '/image/upload', { form: new FormData() }, 400, /file is required/],
  ['post', '/category/delete', { body: { category_id: 1 }, token: ADMIN_ACCESS_TOKEN }, 409, undefined],
  ['get', '/no/such/endpoint', {}, 404, /No such endpoint/],
  ['post', '/no/such/endpoint', { base: 'server', body: {} }, 404, /No such endpoint/],
];

describe('bad input answers the error envelope', () => {
  test.each(cases)('%s %s → %#', async (method, path, options, code, message) => {
    const res = await call(method, path, options);
    expect(res.status).toBe(code);
    expect(res.body).toMatchObject({ code, data: null });
    if (options?.base === 'server') expect(res.body.success).toBe(false);
    if (message) expect(res.body.message).toMatch(message);
  });

  test('a handler that throws answers a 500 envelope', async () => {
    server.use(
      ...route('get', '/user/info', ['api'], () => {
        throw new Error('boom');
      }),
    );
    const res = await call('get', '/user/info');
    expect(res).toMatchObject({
      status: 500,
      body: { code: 500, message: 'Internal server error: boom', data: null },
    });
  });

  test('the serverError scenario and the failure rate answer 500 envelopes', async () => {
    server.use(...scenarios.serverError);
    expect(await call('get', '/user/points')).toMatchObject({ status: 500, body: { code: 500 } });
    expect(await call('get', '/image/list', { base: 'server' })).toMatchObject({
      status: 500,
      body: { success: false },
    });
    server.resetHandlers();
    updateSettings({ failRate: 1 });
    expect((await call('get', '/user/points')).status).toBe(500);
  });

  test('emptyLists empties every list the handlers answer, and leaves the rest', async () => {
    server.use(...scenarios.emptyLists);
    expect((await call('post', '/global/images', { body: {} })).body.data).toMatchObject({
      list: [],
      total: 0,
    });
    expect((await call('get', '/category/list')).body.data).toEqual([]);
    expect((await call('get', '/user/points')).body.data).toMatchObject({ points: expect.any(Number) });
  });

  test('emptyGallery answers an empty page', async () => {
    server.use(...scenarios.emptyGallery);
    expect((await call('post', '/global/images', { body: {} })).body.data).toEqual({
      list: [],
      current: 1,
      pageSize: 40,
      total: 0,
    });
  });
});
