import { getResponse, http, HttpHandler, HttpResponse } from 'msw';
import { handlers, literalStart, routed } from '../handlers';
import { DEMO_ACCESS_TOKEN } from '../db/seed';

test("a handler's literal path start is what a request's path must begin with", () => {
  expect(literalStart('*/api/gallery/:id')).toBe('/api/gallery/');
  expect(literalStart('*/API/User/Info')).toBe('/api/user/info');
  expect(literalStart('*/mock-media/*')).toBe('/mock-media/');
  expect(literalStart(() => true)).toBeNull();
  expect(literalStart(/\/api\//)).toBeNull();
  expect(literalStart('http://localhost/api/user/info')).toBeNull();
});

describe('routed', () => {
  const tried: string[] = [];
  const handler = (method: 'get' | 'post', path: string, name: string, answers = true) =>
    http[method](path, () => {
      tried.push(name);
      return answers ? HttpResponse.text(name) : undefined;
    });
  const list = [
    handler('get', '*/api/a/:id', 'parametric, falls through', false),
    handler('post', '*/api/a/1', 'post'),
    handler('get', '*/api/a/1', 'literal'),
    handler('get', '*/api/b', 'elsewhere'),
    http.all(
      ({ request }) => new URL(request.url).searchParams.has('any'),
      () => HttpResponse.text('predicate'),
    ),
  ];
  const parses = list.map((h) => jest.spyOn(h, 'parse'));
  const front = routed(list);

  beforeEach(() => {
    tried.length = 0;
    parses.forEach((p) => p.mockClear());
  });

  test('tries only the handlers whose method and path start fit, in list order (paths ignore case)', async () => {
    const response = await getResponse([front], new Request('http://localhost/API/a/1'));
    expect(await response?.text()).toBe('literal');
    expect(tried).toEqual(['parametric, falls through', 'literal']);
    expect(parses.map((p) => p.mock.calls.length)).toEqual([1, 0, 1, 0, 0]);
  });

  test('a predicate handler is always among the candidates', async () => {
    const response = await getResponse([front], new Request('http://localhost/elsewhere?any=1'));
    expect(await response?.text()).toBe('predicate');
  });

  test('a request no handler could answer passes after one look at the predicate', async () => {
    expect(await getResponse([front], new Request('http://localhost/assets/app.js'))).toBeUndefined();
    expect(parses.map((p) => p.mock.calls.length)).toEqual([0, 0, 0, 0, 1]);
  });

  test('a malformed address does not throw (MSW decodes a "*" path, so the front handler has none)', async () => {
    await expect(getResponse([front], new Request('http://localhost/x/%E0%A4%A'))).resolves.toBeUndefined();
  });
});

test('the real list: a backend call costs a handful of handler tries, not one per route', async () => {
  const parse = jest.spyOn(HttpHandler.prototype, 'parse');
  const response = await getResponse(
    handlers,
    new Request('http://localhost/api/user/points', {
      headers: { Authorization: `Bearer ${DEMO_ACCESS_TOKEN}` },
    }),
  );
  expect(response?.status).toBe(200);
  expect(((await response?.json()) as { code: number }).code).toBe(0);
  expect(handlers.length).toBeLessThan(5);
  expect(parse.mock.calls.length).toBeLessThan(8);
  parse.mockRestore();
});
