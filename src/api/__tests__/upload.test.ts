import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { uploadsApi, UPLOAD_FORMAT_ERROR } from '@/api/endpoints/uploads';
import { sendUpload, UPLOAD_PROGRESS_CAP } from '@/api/upload';
import { makeApiStore as makeStore } from '@/test/apiStore';
import { pngFile } from '@/test/imageFiles';
import { writeCookie } from '@/utils/cookies';
import { toast } from '@/utils/toast';

jest.mock('@/utils/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));
afterEach(() => jest.clearAllMocks());

const form = () => {
  const body = new FormData();
  body.append('file', pngFile('a.png', 4096));
  return body;
};

describe('upload transport (XMLHttpRequest through the same rules as the fetch clients)', () => {
  it('sends the bearer token and the file, and unwraps the envelope', async () => {
    let authorization: string | null = null;
    let name: string | undefined;
    server.use(
      http.post('*/api/image/upload', async ({ request }) => {
        authorization = request.headers.get('authorization');
        name = ((await request.formData()).get('file') as File).name;
        return HttpResponse.json({ code: '0', message: 'ok', data: [{ image_id: 5, path: '/p.png' }] });
      }),
    );
    const result = await sendUpload<unknown[]>({ path: '/image/upload', body: form() });
    expect(result).toEqual({ data: [{ image_id: 5, path: '/p.png' }] });
    expect(authorization).toBe(`Bearer ${DEMO_ACCESS_TOKEN}`);
    expect(name).toBe('a.png');
  });

  it('reports progress below the cap while sending, then 100 once answered', async () => {
    const seen: number[] = [];
    await sendUpload({ path: '/image/upload', body: form(), onProgress: (percent) => seen.push(percent) });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(100);
    expect(seen.slice(0, -1).every((percent) => percent <= UPLOAD_PROGRESS_CAP)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('reaches the cap when the answer starts even if the browser sent no upload progress (a service worker answered)', async () => {
    const seen: number[] = [];
    const Real = window.XMLHttpRequest;
    let xhr: FakeXhr | undefined;
    /** Only what Chromium gives for a request its service worker answers: loadstart, then the answer. */
    class FakeXhr {
      static HEADERS_RECEIVED = 2;
      upload: { onprogress?: unknown; onload?: unknown; onloadstart?: () => void } = {};
      readyState = 0;
      status = 200;
      statusText = 'OK';
      responseText = '';
      timeout = 0;
      onreadystatechange?: () => void;
      onload?: () => void;
      open() {
        xhr = this as FakeXhr;
      }
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      send() {}
      abort() {}
    }
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const done = sendUpload({ path: '/image/upload', body: form(), onProgress: (p) => seen.push(p) });
      xhr!.readyState = 2;
      xhr!.onreadystatechange?.();
      // Headers are in, the body (the server's analysis) is not: the upload phase is over.
      expect(seen).toEqual([UPLOAD_PROGRESS_CAP]);
      xhr!.readyState = 4;
      xhr!.responseText = JSON.stringify({ code: 0, message: 'ok', data: [] });
      xhr!.onreadystatechange?.();
      xhr!.onload?.();
      await done;
      expect(seen).toEqual([UPLOAD_PROGRESS_CAP, 100]);
    } finally {
      window.XMLHttpRequest = Real;
    }
  });

  it.each([
    ['a service worker (the mock) answers: the body is handed over at once (issue 26 defect 10)', true, [99]],
    ['no service worker answers: it waits for real progress', false, []],
  ])('at loadstart, where %s', (_case, worker, expected) => {
    const seen: number[] = [];
    const Real = window.XMLHttpRequest;
    let xhr: { upload: { onloadstart?: () => void } } | undefined;
    /** Chromium's only upload event for a request its worker answers is loadstart. */
    class FakeXhr {
      static HEADERS_RECEIVED = 2;
      upload: { onloadstart?: () => void } = {};
      open() {
        xhr = this as FakeXhr;
      }
      setRequestHeader() {}
      send() {}
      abort() {}
    }
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    if (worker)
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    try {
      void sendUpload({ path: '/image/analyzeCategory', body: form(), onProgress: (p) => seen.push(p) });
      xhr!.upload.onloadstart?.();
      expect(seen).toEqual(expected);
    } finally {
      window.XMLHttpRequest = Real;
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it.each(['message', 'msg', 'error', 'detail'])("keeps the server's %s as its own words", async (field) => {
    server.use(http.post('*/api/image/upload', () => HttpResponse.json({ code: 400, [field]: 'Too dark' })));
    const result = await sendUpload({ path: '/image/upload', body: form() });
    expect(result).toMatchObject({ error: { status: 200, code: 400, serverMessage: 'Too dark' } });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('turns an HTTP error without words and a network failure into errors without server words', async () => {
    server.use(http.post('*/api/image/upload', () => new HttpResponse('nope', { status: 500 })));
    const failed = await sendUpload({ path: '/image/upload', body: form() });
    expect(failed).toMatchObject({ error: { status: 500 } });
    expect('error' in failed && failed.error.serverMessage).toBeFalsy();
    server.use(http.post('*/api/image/upload', () => HttpResponse.error()));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sendUpload({ path: '/image/upload', body: form() })).toMatchObject({
      error: { status: 'NETWORK', code: -1 },
    });
  });

  it('toasts the server message like the fetch clients when not silent', async () => {
    server.use(http.post('*/api/image/upload', () => HttpResponse.json({ code: 7, message: 'Quota used' })));
    await sendUpload({ path: '/image/upload', body: form(), silent: false });
    expect(toast.error).toHaveBeenCalledWith('Quota used');
  });
});

describe('uploadImage endpoint', () => {
  it("answers 'Upload response format error' when the reply has no path", async () => {
    server.use(
      http.post('*/api/image/upload', () => HttpResponse.json({ code: 0, message: 'ok', data: [] })),
    );
    const store = makeStore();
    const result = await store.dispatch(
      uploadsApi.endpoints.uploadImage.initiate({ file: pngFile('a.png') }),
    );
    expect(result.error).toMatchObject({ message: UPLOAD_FORMAT_ERROR });
  });

  it('sends the type and category it is configured with (models, 20)', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.post('*/api/image/upload', async ({ request }) => {
        const body = await request.formData();
        fields = { type: String(body.get('type')), category_id: String(body.get('category_id')) };
        return HttpResponse.json({ code: 0, message: 'ok', data: [{ image_id: 1, path: '/x.png' }] });
      }),
    );
    const store = makeStore();
    await store.dispatch(
      uploadsApi.endpoints.uploadImage.initiate({ file: pngFile('a.png'), type: 'models', category_id: 20 }),
    );
    expect(fields).toEqual({ type: 'models', category_id: '20' });
  });
});
