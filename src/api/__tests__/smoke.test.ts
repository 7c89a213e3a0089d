import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { api, unwrap } from '@/api/http';

const server = setupServer(
  http.get('http://localhost/api/ping', () => HttpResponse.json({ code: '0', data: 1 })),
);
beforeAll(() => server.listen());
afterAll(() => server.close());

test('msw answers the typed client', async () => {
  const r = await unwrap((api as any).GET('/ping'));
  expect(r).toEqual({ data: 1 });
});
