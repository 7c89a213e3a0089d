import { server as msw } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import {
  api,
  server as serverClient,
  unwrap,
  readApiError,
  setUnauthorizedHandler,
  type ApiResult,
  fetchWithTimeout,
  toNumberCode,
  REQUEST_TIMEOUT_MS,
} from '@/api/http';
import { writeCookie, readCookie, removeCookie } from '@/utils/cookies';
import { toast } from '@/utils/toast';
import type { PaymentOrder } from '@/api/types';

jest.mock('@/utils/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

// The paths below are not part of the contract: these tests exercise the middleware alone.
const untypedApi = api as unknown as { GET: (path: string, init?: object) => Promise<any> };
const untypedServer = serverClient as unknown as { GET: (path: string, init?: object) => Promise<any> };

afterEach(() => {
  jest.clearAllMocks();
  removeCookie('accessToken');
  removeCookie('refreshToken');
  window.history.replaceState(null, '', '/');
});

function answer(path: string, body: unknown, init?: ResponseInit) {
  msw.use(http.get(`http://localhost${path}`, () => HttpResponse.json(body as object, init)));
}

describe('request side', () => {
  it('sends the bearer token from the accessToken cookie on every request', async () => {
    writeCookie('accessToken', 'tok-123');
    let seen: string | null = null;
    msw.use(
      http.get('http://localhost/api/echo', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ code: 0, data: null });
      }),
    );
    await untypedApi.GET('/echo');
    expect(seen).toBe('Bearer tok-123');
  });

  it('tells the server the language of the screens on every call', async () => {
    const seen: Array<string | null> = [];
    msw.use(
      http.get('http://localhost/api/echo', ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ code: 0, data: null });
      }),
    );
    await untypedApi.GET('/echo');
    localStorage.setItem('language', 'zh');
    await untypedApi.GET('/echo');
    expect(seen).toEqual(['en', 'zh-CN']);
  });

  it('sends no Authorization header for a visitor', async () => {
    let seen: string | null = 'unset';
    msw.use(
      http.get('http://localhost/server/echo', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ code: 0, success: true, data: null });
      }),
    );
    await untypedServer.GET('/echo');
    expect(seen).toBeNull();
  });
});

describe('envelope handling', () => {
  it('converts string codes to numbers and unwraps data', async () => {
    answer('/api/x', { code: '0', data: { points: 5 }, message: 'ok' });
    const { data } = await untypedApi.GET('/x');
    expect(data.code).toBe(0);
    expect(await unwrap(untypedApi.GET('/x'))).toEqual({ data: { points: 5 } });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts the server message when code is not 0', async () => {
    answer('/api/x', { code: 500, message: 'Not enough credits', data: null });
    const result = await unwrap(untypedApi.GET('/x'));
    expect(toast.error).toHaveBeenCalledWith('Not enough credits');
    expect(result).toEqual({ error: { status: 200, code: 500, message: 'Not enough credits' } });
  });

  it("falls back to 'request fail: {code} - {message}' without a message", async () => {
    answer('/api/x', { code: '42', message: '', data: null });
    await untypedApi.GET('/x');
    expect(toast.error).toHaveBeenCalledWith('request fail: 42 - ');
  });

  it('stays silent when the caller asks to', async () => {
    answer('/api/x', { code: 7, message: 'Nope', data: null });
    await untypedApi.GET('/x', { silent: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts 'request fail' on /server when success is not true", async () => {
    answer('/server/x', { code: 0, success: false, data: null });
    await untypedServer.GET('/x');
    expect(toast.error).toHaveBeenCalledWith('request fail');
  });

  it('does not toast on /server when success is true', async () => {
    answer('/server/x', { code: 0, success: true, data: 1 });
    expect(await unwrap(untypedServer.GET('/x'))).toEqual({ data: 1 });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('401 handling', () => {
  it('sends the user to sign-in with the encoded path and query on HTTP 401 and drops the tokens', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    writeCookie('accessToken', 'expired');
    writeCookie('refreshToken', 'r');
    window.history.replaceState(null, '', '/space/creations?tab=likes&x=1');
    answer('/api/x', { code: 401, message: 'Unauthorized' }, { status: 401 });
    await untypedApi.GET('/x');
    expect(handler).toHaveBeenCalledWith('/space/creations?tab=likes&x=1');
    expect(readCookie('accessToken')).toBeUndefined();
    expect(readCookie('refreshToken')).toBeUndefined();
  });

  it('does the same for body code 401 on HTTP 200, without an error toast', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    window.history.replaceState(null, '', '/tools/inspiration');
    answer('/api/x', { code: '401', message: 'token expired' });
    await untypedApi.GET('/x');
    expect(handler).toHaveBeenCalledWith('/tools/inspiration');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('does not loop when already on the sign-in page', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    window.history.replaceState(null, '', '/signin?redirect=%2F');
    answer('/api/x', { code: 401 });
    await untypedApi.GET('/x');
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('network errors and timeout', () => {
  it('logs and rethrows network errors; unwrap reports them as NETWORK', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    msw.use(http.get('http://localhost/api/down', () => HttpResponse.error()));
    await expect(untypedApi.GET('/down')).rejects.toThrow();
    expect(log).toHaveBeenCalled();
    const result = await unwrap(untypedApi.GET('/down'));
    expect(result).toEqual({ error: expect.objectContaining({ status: 'NETWORK', code: -1 }) });
    log.mockRestore();
  });

  it('does not log a request the app aborted itself, and still rejects it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          if (init?.signal?.aborted) reject(init.signal.reason);
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = untypedApi.GET('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
    expect(log).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    log.mockRestore();
  });

  it('aborts a request after 240 s', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(240_000);
    jest.useFakeTimers();
    // A backend that never answers: only the abort signal can end the request.
    const never = jest.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = fetchWithTimeout(new Request('http://localhost/api/slow'));
    const assertion = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    pending.catch(() => {}).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await assertion;
    never.mockRestore();
    jest.useRealTimers();
  });
});

describe('toNumberCode', () => {
  it.each([
    [0, 0],
    ['0', 0],
    ['401', 401],
    [undefined, 0],
    ['abc', -1],
  ])('%p → %p', (input, expected) => expect(toNumberCode(input)).toBe(expected));
});

describe('unwrap typed from the contract', () => {
  it("gives the operation's envelope data type, so no endpoint casts its result", async () => {
    answer('/api/payment/cancel/o-1', { code: 0, message: 'Order cancelled', data: null });
    const result = await unwrap(api.GET('/payment/cancel/{id}', { params: { path: { id: 'o-1' } } }));
    // Compile-time checks (tsc reads the tests): an EmptyResponse gives `null`, and nothing else fits.
    const typed: ApiResult<null> = result;
    // @ts-expect-error the cancel call answers no order
    const wrong: ApiResult<PaymentOrder> = result;
    expect(typed).toEqual({ data: null });
    expect(wrong).toBe(result);
  });

  it('readApiError reads the fields of an ApiError and nothing from what is not an object', () => {
    expect(readApiError({ status: 402, code: 402, message: 'No credits' })).toEqual({
      status: 402,
      code: 402,
      message: 'No credits',
    });
    expect(readApiError(undefined)).toEqual({});
    expect(readApiError('boom')).toEqual({});
  });
});
