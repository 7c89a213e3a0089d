import { server as msw } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { api, server as serverClient } from '@/api/http';
import { sendUpload } from '@/api/upload';
import { reportFailedRequest } from '@/utils/telemetry';

jest.mock('@/utils/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));
jest.mock('@/utils/telemetry', () => ({ reportFailedRequest: jest.fn() }));

// Paths outside the contract: these tests exercise what the HTTP layer tells telemetry.
const untypedApi = api as unknown as { GET: (path: string, init?: object) => Promise<unknown> };
const untypedServer = serverClient as unknown as { GET: (path: string, init?: object) => Promise<unknown> };
const reported = reportFailedRequest as jest.Mock;

afterEach(() => jest.clearAllMocks());

describe('failed calls reach telemetry', () => {
  it('an HTTP error, with status, envelope code and message; the URL as called (telemetry drops the query)', async () => {
    msw.use(
      http.get('http://localhost/api/broken', () =>
        HttpResponse.json({ code: 500, message: 'Internal error', data: null }, { status: 500 }),
      ),
    );
    await untypedApi.GET('/broken', { params: { query: { keyword: 'red silk scarf' } }, silent: true });
    expect(reported).toHaveBeenCalledWith({
      method: 'GET',
      url: 'http://localhost/api/broken?keyword=red%20silk%20scarf',
      status: 500,
      code: 500,
      message: 'Internal error',
    });
  });

  it('an error envelope on HTTP 200, and a /server answer whose success is not true', async () => {
    msw.use(
      http.get('http://localhost/api/credits', () =>
        HttpResponse.json({ code: '402', message: 'Not enough credits', data: null }),
      ),
      http.get('http://localhost/server/flag', () =>
        HttpResponse.json({ code: 0, success: false, message: 'refused', data: null }),
      ),
    );
    await untypedApi.GET('/credits', { silent: true });
    await untypedServer.GET('/flag', { silent: true });
    expect(reported.mock.calls.map(([failure]) => [failure.status, failure.code, failure.message])).toEqual([
      [200, 402, 'Not enough credits'],
      [200, 0, 'refused'],
    ]);
  });

  it('a call that got no answer, but not one the app aborted itself', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    msw.use(http.get('http://localhost/api/down', () => HttpResponse.error()));
    await untypedApi.GET('/down').catch(() => undefined);
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', status: 0, code: -1, message: 'Network error' }),
    );
    reported.mockClear();
    const controller = new AbortController();
    const pending = untypedApi.GET('/down', { signal: controller.signal }).catch(() => undefined);
    controller.abort();
    await pending;
    expect(reported).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('a successful call is not reported', async () => {
    msw.use(
      http.get('http://localhost/api/fine', () => HttpResponse.json({ code: 0, message: 'ok', data: 1 })),
    );
    await untypedApi.GET('/fine');
    expect(reported).not.toHaveBeenCalled();
  });

  it('a failed upload', async () => {
    msw.use(
      http.post('http://localhost/api/image/upload', () =>
        HttpResponse.json(
          { code: 400, message: 'Only image files are allowed!', data: null },
          { status: 400 },
        ),
      ),
    );
    const result = await sendUpload({ path: '/image/upload', body: new FormData() });
    expect('error' in result).toBe(true);
    expect(reported).toHaveBeenCalledWith({
      method: 'POST',
      url: 'http://localhost/api/image/upload',
      status: 400,
      code: 400,
      message: 'Only image files are allowed!',
    });
  });
});
