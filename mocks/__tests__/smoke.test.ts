import { call, useMockServer } from './helpers';

useMockServer();

test('user info and gallery', async () => {
  const info = await call('get', '/user/info');
  expect(info.body).toMatchObject({ code: 0, data: { email: 'demo@example.com' } });
  const page = await call('post', '/global/images', { body: { current: 1, pageSize: 40 } });
  expect(page.body.data.list).toHaveLength(40);
  expect(page.body.data.total).toBeGreaterThanOrEqual(400);
});
