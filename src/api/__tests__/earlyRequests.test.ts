import { server as msw } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { apiUrl, earlyData, startEarlyGet, takeEarlyResponse } from '@/api/earlyRequests';
import { api, unwrap } from '@/api/http';
import { removeCookie, writeCookie } from '@/utils/cookies';

// Not a contract path: the transport alone is exercised.
const untypedApi = api as unknown as { GET: (path: string, init?: object) => Promise<never> };

function countingServer() {
  const seen: (string | null)[] = [];
  msw.use(
    http.get('http://localhost/api/early', ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ code: 0, data: { n: seen.length } });
    }),
  );
  return seen;
}

afterEach(() => {
  delete window.atelierEarlyRequests;
  delete window.atelierTakeEarlyResponse;
  delete window.atelierEarlyData;
  removeCookie('accessToken');
});

describe('a first request asked by index.html', () => {
  it('is the URL openapi-fetch asks for', () => {
    expect(apiUrl('/image/info', { image_id: 12 })).toBe('http://localhost/api/image/info?image_id=12');
  });

  it('answers the same GET of the app once, without asking again; a second one goes to the server', async () => {
    const seen = countingServer();
    const early = startEarlyGet(apiUrl('/early', { id: 1 }), 'en');
    await expect(early).resolves.toEqual({ n: 1 });
    expect(earlyData(apiUrl('/early', { id: 1 }))).toEqual({ n: 1 });
    const first = await unwrap(untypedApi.GET('/early', { params: { query: { id: 1 } } }));
    expect(first).toEqual({ data: { n: 1 } });
    expect(seen).toHaveLength(1);
    const second = await unwrap(untypedApi.GET('/early', { params: { query: { id: 1 } } }));
    expect(second).toEqual({ data: { n: 2 } });
  });

  it('is not handed to a request with another token, another language or another URL', async () => {
    const seen = countingServer();
    const chinese = startEarlyGet(apiUrl('/early', { id: 1 }), 'zh-CN');
    await unwrap(untypedApi.GET('/early', { params: { query: { id: 1 } } }));
    const visitor = startEarlyGet(apiUrl('/early', { id: 1 }), 'en');
    writeCookie('accessToken', 'signed-in-since');
    await unwrap(untypedApi.GET('/early', { params: { query: { id: 1 } } }));
    await unwrap(untypedApi.GET('/early', { params: { query: { id: 2 } } }));
    await Promise.all([chinese, visitor]);
    // Two early ones plus three of the app's own, none of which was handed an early answer.
    expect(seen).toHaveLength(5);
    expect(window.atelierEarlyRequests).toHaveLength(2);
  });

  it('asks again when the early attempt failed', async () => {
    const seen = countingServer();
    window.atelierEarlyRequests = [
      {
        url: apiUrl('/early', { id: 1 }),
        authorization: null,
        language: 'en',
        response: Promise.reject(new TypeError('Failed to fetch')),
      },
    ];
    window.atelierTakeEarlyResponse = takeEarlyResponse;
    window.atelierEarlyRequests[0].response.catch(() => undefined);
    expect(await unwrap(untypedApi.GET('/early', { params: { query: { id: 1 } } }))).toEqual({
      data: { n: 1 },
    });
    expect(seen).toHaveLength(1);
  });
});
