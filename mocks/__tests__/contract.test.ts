/**
 * Contract test of the mock backend (DESIGN.md §3, issue 2 §4).
 *
 * Walks every operation of openapi/openapi.yaml, on every base it is served on, with realistic
 * requests sent by the app's typed clients (`api`, `server` from src/api/http.ts) through the MSW
 * Node server, signed in as the demo user. Every exchange is checked on MSW's life-cycle events:
 * - the request (path and query parameters, JSON or multipart body) against the operation's
 *   request schemas;
 * - the response body against the operation's response schema for its HTTP status (200 or the
 *   documented error envelope).
 * One error per family (tag) is provoked as well: missing fields, wrong types, unknown ids, no
 * token, not enough credits, a failing server. The last tests check that every operation and base
 * was exercised and that every operation has a handler.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { api, server as serverClient, setUnauthorizedHandler } from '@/api/http';
import { ACCESS_TOKEN_COOKIE, readCookie, removeCookie, writeCookie } from '@/utils/cookies';
import { ADMIN_ACCESS_TOKEN } from '@mocks/db/seed';
import { server as mockServer, resetMockState, scenarios } from '@mocks/node';
import { routeTable } from '@mocks/http';
import { advance, installManualClock } from '@mocks/engine/clock';
import { MOCK_PAYMENT_CONFIRM_PATH } from '@mocks/handlers/payments';
import { receivedTelemetry } from '@mocks/engine/telemetry';
import { createTelemetry } from '@/utils/telemetryClient';
import {
  createContractValidator,
  findOperation,
  formDataToObject,
  listOperations,
  loadOpenApi,
  type Base,
  type OperationEntry,
} from '../../openapi/load';

// The http middleware toasts every error envelope; no snackbar provider is mounted here.
jest.mock('@/utils/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };

const doc = loadOpenApi();
const operations = listOperations(doc);
const validator = createContractValidator(doc);
const operatorOnly = new Set(
  operations.filter((o) => o.operation['x-operator-only']).map((o) => o.operation.operationId as string),
);

interface Exchange {
  base: Base;
  method: string;
  path: string;
  op?: OperationEntry;
  requestErrors: string;
  status?: number;
  body?: any;
  responseErrors?: string;
}

const exchanges = new Map<string, Exchange>();
let pending: Promise<void>[] = [];
/** (operationId base status) of every checked exchange, for the coverage tests at the end. */
const seen: { operationId: string; base: Base; status: number; tag: string }[] = [];

function locate(request: Request): { base: Base; path: string } | undefined {
  const m = /^\/(api|server)(\/.*)$/.exec(new URL(request.url).pathname);
  return m ? { base: m[1] as Base, path: m[2] } : undefined;
}

async function readRequestBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  const text = type.includes('multipart/form-data') ? null : await request.clone().text();
  if (type.includes('multipart/form-data')) return formDataToObject(await request.clone().formData());
  if (!text) return undefined;
  // A text body (the telemetry beacon) is validated as the text it is.
  if (type.startsWith('text/plain')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function checkRequest(request: Request, requestId: string) {
  const at = locate(request);
  if (!at) return; // media and the mock card provider are not part of the contract
  const url = new URL(request.url);
  const op = findOperation(operations, at.base, request.method, at.path);
  const ex: Exchange = { ...at, method: request.method, op, requestErrors: '' };
  exchanges.set(requestId, ex);
  if (!op) {
    ex.requestErrors = `no operation for ${request.method} /${at.base}${at.path}`;
    return;
  }
  const params = validator.validateParameters(op, at.path, url.searchParams);
  const body = validator.validateRequest(op, await readRequestBody(request));
  ex.requestErrors = [params.errors, body.errors].filter(Boolean).join('; ');
}

async function checkResponse(response: Response, requestId: string) {
  const ex = exchanges.get(requestId);
  if (!ex?.op) return;
  ex.status = response.status;
  const text = await response.clone().text();
  try {
    ex.body = JSON.parse(text);
  } catch {
    ex.responseErrors = `response is not JSON: ${text.slice(0, 80)}`;
    return;
  }
  ex.responseErrors = validator.validateResponse(ex.op, response.status, ex.body).errors;
  if (!ex.responseErrors && response.status !== 200 && Number(ex.body.code) !== response.status) {
    ex.responseErrors = `error envelope code ${ex.body.code} differs from HTTP ${response.status}`;
  }
  if (!ex.responseErrors && ex.base === 'server' && ex.body.success !== (response.status === 200)) {
    ex.responseErrors = `/server success flag ${ex.body.success} on HTTP ${response.status}`;
  }
}

async function settled() {
  while (pending.length) {
    const batch = pending;
    pending = [];
    await Promise.all(batch);
  }
}

interface Expect {
  /** HTTP status expected (200 by default). */
  status?: number;
  /** Base the call goes to (the operation's first base by default). */
  base?: Base;
  /** False for requests built to break the request schema on purpose. */
  requestValid?: boolean;
}

/**
 * Runs one call and checks the exchange it produced for `operationId`. Returns the response body.
 */
async function call(operationId: string, send: () => Promise<unknown>, expected: Expect = {}): Promise<any> {
  exchanges.clear();
  // Operator-only operations (x-operator-only) are walked as the seeded admin, the rest as the demo user.
  const previous = operatorOnly.has(operationId) ? readCookie(ACCESS_TOKEN_COOKIE) : undefined;
  if (previous !== undefined) writeCookie(ACCESS_TOKEN_COOKIE, ADMIN_ACCESS_TOKEN);
  try {
    await send();
  } finally {
    if (previous) writeCookie(ACCESS_TOKEN_COOKIE, previous);
  }
  await settled();
  const list = [...exchanges.values()];
  const mine = list.filter((e) => e.op?.operationId === operationId);
  expect({
    operationId,
    exchanges: mine.length,
    unknown: list.filter((e) => !e.op).map((e) => e.requestErrors),
  }).toEqual({ operationId, exchanges: 1, unknown: [] });
  const ex = mine[0];
  const status = expected.status ?? 200;
  const requestValid = expected.requestValid ?? true;
  const report = {
    operationId,
    base: ex.base,
    // A wrong status shows the server's message next to it.
    status: ex.status === status ? ex.status : `${ex.status}: ${ex.body?.message}`,
    requestValid: ex.requestErrors === '' ? true : requestValid ? ex.requestErrors : false,
    responseErrors: ex.responseErrors,
    message: ex.body?.message,
  };
  expect(report).toEqual({
    operationId,
    base: expected.base ?? ex.op!.bases[0],
    status,
    requestValid,
    responseErrors: '',
    message: expect.any(String),
  });
  if (!requestValid) expect(ex.requestErrors).not.toBe('');
  seen.push({ operationId, base: ex.base, status: ex.status!, tag: ex.op!.operation.tags[0] });
  return ex.body;
}

function signInAs(token: string) {
  writeCookie(ACCESS_TOKEN_COOKIE, token);
}

type Field = string | { blob: Blob; name: string };

// Node's Blob (jest-fixed-jsdom installs it): jsdom's File would reach the FormData as text.
const pngFile = (name = 'ring.png'): Field => ({
  blob: new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], {
    type: 'image/png',
  }),
  name,
});

function form(fields: Record<string, Field>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') f.append(k, v);
    else f.append(k, v.blob, v.name);
  }
  return f;
}

/** openapi-fetch sends the FormData as is (the browser sets the multipart boundary). */
const multipart = (fields: Record<string, Field>) => ({
  body: {} as never,
  bodySerializer: () => form(fields),
});

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Harbour Road',
  city: 'Hong Kong',
  province: 'Wan Chai',
  zip: '999077',
  country: 'HK',
  phone: '+85212345678',
};

// State shared by the steps (they run in order).
const s: Record<string, any> = {};

// The steps share state, so the global per-test reset (src/test/setup.ts) is off for this file;
// the shared server is already listening.
(globalThis as { __keepMockStateBetweenTests?: boolean }).__keepMockStateBetweenTests = true;

beforeAll(() => {
  mockServer.events.on('request:start', ({ request, requestId }) => {
    pending.push(checkRequest(request, requestId));
  });
  mockServer.events.on('response:mocked', ({ response, requestId }) => {
    pending.push(checkResponse(response, requestId));
  });
  resetMockState();
  installManualClock(Date.now());
  setUnauthorizedHandler(() => {});
});

afterAll(() => {
  mockServer.events.removeAllListeners();
  resetMockState();
  removeCookie(ACCESS_TOKEN_COOKIE);
});

describe('auth', () => {
  test('sendVerificationCode', async () => {
    s.newEmail = 'contract.user@example.com';
    const body = await call('sendVerificationCode', () =>
      api.POST('/authorize/verification', { body: { email: s.newEmail } }),
    );
    s.code = /\b(\d{6})\b/.exec(body.message)?.[1];
    expect(s.code).toMatch(/^\d{6}$/);
  });

  test('register', async () => {
    const body = await call('register', () =>
      api.POST('/authorize/register', { body: { email: s.newEmail, password: 'Secret123!', code: s.code } }),
    );
    s.newToken = body.data.accessToken;
  });

  test('register: duplicate e-mail → error envelope', async () => {
    await call(
      'register',
      () =>
        api.POST('/authorize/register', {
          body: { email: DEMO.email, password: 'Secret123!', code: '000000' },
        }),
      {
        status: 409,
      },
    );
  });

  test('login', async () => {
    const body = await call('login', () => api.POST('/authorize/login', { body: DEMO }));
    s.token = body.data.accessToken;
    signInAs(s.token);
  });

  test('login: wrong password → 401', async () => {
    await call(
      'login',
      () => api.POST('/authorize/login', { body: { ...DEMO, password: 'wrong-password' } }),
      {
        status: 401,
      },
    );
    signInAs(s.token);
  });

  test('login: missing password → 400', async () => {
    await call('login', () => api.POST('/authorize/login', { body: { email: DEMO.email } as never }), {
      status: 400,
      requestValid: false,
    });
  });

  test('googleLogin', async () => {
    await call('googleLogin', () =>
      api.POST('/authorize/google-login', { body: { accessToken: 'ya29.contract-test' } }),
    );
  });
});

describe('user', () => {
  test('getUserInfo', async () => {
    const body = await call('getUserInfo', () => api.GET('/user/info'));
    expect(body.data.email).toBe(DEMO.email);
  });

  test('getUserInfo: no token → 401', async () => {
    removeCookie(ACCESS_TOKEN_COOKIE);
    await call('getUserInfo', () => api.GET('/user/info'), { status: 401 });
    signInAs(s.token);
  });

  test('getUserPoints', async () => {
    await call('getUserPoints', () => api.GET('/user/points'));
  });
});

describe('category and templates', () => {
  test('getCategoryTree', async () => {
    const body = await call('getCategoryTree', () => api.GET('/global/category'));
    const parent = body.data.find((c: any) => c.children.some((ch: any) => ch.attributes?.length));
    s.child = parent.children.find((ch: any) => ch.attributes?.length);
    expect(s.child).toBeDefined();
  });

  test('getCategoryTree filter_type=1', async () => {
    await call('getCategoryTree', () =>
      api.GET('/global/category', { params: { query: { filter_type: 1 } } }),
    );
  });

  test('getCategoryNames', async () => {
    await call('getCategoryNames', () =>
      api.GET('/category/getNames', { params: { query: { filter_type: 1 } } }),
    );
  });

  test('listCategories', async () => {
    await call('listCategories', () => api.GET('/category/list', { params: { query: { filter_type: 1 } } }));
  });

  test('updateCategory (create)', async () => {
    const body = await call('updateCategory', () =>
      api.POST('/category/update', {
        body: { name: 'Contract Rings', parent_id: null, filter_type: 0, type: 0, show_type: 0 },
      }),
    );
    s.newCategoryId = body.data.category_id;
  });

  test('updateCategoryAttribute', async () => {
    await call('updateCategoryAttribute', () =>
      api.POST('/category/updateAttr', {
        body: { category_id: s.newCategoryId, name: 'Material', values: ['Silver', '18K Gold'] },
      }),
    );
  });

  test('updateCategoryPrompt', async () => {
    await call('updateCategoryPrompt', () =>
      api.POST('/category/updatePrompt', {
        body: {
          category_id: s.newCategoryId,
          name: 'Marble table',
          description: 'Place the product on marble',
          type: 0,
        },
      }),
    );
  });

  test('deleteCategory', async () => {
    await call('deleteCategory', () =>
      api.POST('/category/delete', { body: { category_id: s.newCategoryId } }),
    );
  });

  test('deleteCategory: unknown id → 404', async () => {
    await call('deleteCategory', () => api.POST('/category/delete', { body: { category_id: 987654321 } }), {
      status: 404,
    });
  });

  test('listPromptTemplates', async () => {
    const body = await call('listPromptTemplates', () =>
      api.GET('/global/promptList', { params: { query: { current: 1, pageSize: 50 } } }),
    );
    s.template = body.data.list[0];
  });

  test('getModelsPromptList', async () => {
    await call('getModelsPromptList', () => api.GET('/global/getModelsPromptList'));
  });

  test('listCategoryPrompts (video effects)', async () => {
    const body = await call('listCategoryPrompts', () =>
      api.GET('/category/promptList', { params: { query: { type: 1, show_type: 1 } } }),
    );
    s.effect = body.data[0];
  });

  test('getFunction', async () => {
    const body = await call('getFunction', () =>
      api.GET('/global/getFunction/{key}', { params: { path: { key: 'imageGeneration' } } }),
    );
    expect(body.data.points).toBeGreaterThan(0);
  });

  test('getFunction: unknown key → error envelope', async () => {
    const body = await call(
      'getFunction',
      () => api.GET('/global/getFunction/{key}', { params: { path: { key: 'noSuchFunction' as never } } }),
      { status: 404, requestValid: false },
    );
    expect(body.data).toBeNull();
  });

  test('getVideoModelTypes', async () => {
    const body = await call('getVideoModelTypes', () => api.GET('/video/getVideoModelTypes'));
    s.videoModel = body.data.find((m: any) => !/runway|pollo/i.test(m.label)) ?? body.data[0];
  });
});

describe('gallery', () => {
  test('listGalleryImages (All tab)', async () => {
    const body = await call('listGalleryImages', () =>
      api.POST('/global/images', {
        body: {
          current: 1,
          pageSize: 40,
          sort: 'rand',
          type: '6,0',
          tabType: 'all',
          custom: {
            logic: 'OR',
            conditions: [
              {
                logic: 'AND',
                conditions: [
                  { field: 'type', operator: '=', value: 0 },
                  { field: 'category.filter_type', operator: '=', value: 0 },
                ],
              },
              {
                logic: 'AND',
                conditions: [
                  { field: 'type', operator: '=', value: 6 },
                  { field: 'category.filter_type', operator: '=', value: 1 },
                ],
              },
            ],
          },
        },
      }),
    );
    expect(body.data.list.length).toBeGreaterThan(0);
    s.galleryImage = body.data.list[0];
    s.withDesc = body.data.list.find((i: any) => i.images_desc?.length > 1);
  });

  test('listGalleryImages (search, categories, new)', async () => {
    await call('listGalleryImages', () =>
      api.POST('/global/images', {
        body: {
          current: 2,
          pageSize: 40,
          sort: 'time',
          keyword: 'ring',
          name: 'ring',
          q: 'ring',
          category_id: String(s.child.category_id),
          filter_type: 0,
        },
      }),
    );
  });

  test('getImageInfo', async () => {
    await call('getImageInfo', () =>
      api.GET('/image/info', { params: { query: { image_id: s.galleryImage.image_id } } }),
    );
  });

  test('getImageInfo: unknown id → 404', async () => {
    await call('getImageInfo', () => api.GET('/image/info', { params: { query: { image_id: 987654321 } } }), {
      status: 404,
    });
  });

  test('getImageInfo: wrong type → 400', async () => {
    await call(
      'getImageInfo',
      () => api.GET('/image/info', { params: { query: { image_id: 'abc' as never } } }),
      {
        status: 400,
        requestValid: false,
      },
    );
  });

  test('getGlobalImageInfo', async () => {
    await call('getGlobalImageInfo', () =>
      api.GET('/global/imageInfo', { params: { query: { image_id: s.galleryImage.image_id } } }),
    );
  });

  test('setLike', async () => {
    const body = await call('setLike', () =>
      api.POST('/image/setLike', {
        body: { image_id: s.galleryImage.image_id, isLike: !s.galleryImage.isLike },
      }),
    );
    expect(body.data.isLike).toBe(!s.galleryImage.isLike);
  });

  test('setLike: wrong types → 400', async () => {
    await call(
      'setLike',
      () => api.POST('/image/setLike', { body: { image_id: 'abc', isLike: 'yes' } as never }),
      {
        status: 400,
        requestValid: false,
      },
    );
  });

  test.each(['creations', 'likes', 'product', 'inspiration', 'model'] as const)(
    'listOwnImages type=%s',
    async (type) => {
      const body = await call('listOwnImages', () =>
        api.GET('/image/self', { params: { query: { current: 1, pageSize: 20, type } } }),
      );
      if (type === 'creations') s.ownImages = body.data.list;
    },
  );

  test('getUserCreations', async () => {
    await call('getUserCreations', () =>
      api.GET('/image/getUserCreations', { params: { query: { current: 1, pageSize: 10 } } }),
    );
  });

  test('getUserInspiration', async () => {
    await call('getUserInspiration', () =>
      api.GET('/image/getUserInspiration', { params: { query: { current: 1, pageSize: 6 } } }),
    );
  });
});

describe('upload', () => {
  test('uploadImage', async () => {
    const body = await call('uploadImage', () =>
      api.POST('/image/upload', multipart({ file: pngFile(), type: 'upload', category_id: '22' })),
    );
    s.upload = body.data[0];
  });

  test('uploadImage (model images)', async () => {
    await call('uploadImage', () =>
      api.POST('/image/upload', multipart({ file: pngFile('model.png'), type: 'models', category_id: '20' })),
    );
  });

  test('uploadImage: not an image → 400', async () => {
    await call(
      'uploadImage',
      () =>
        api.POST(
          '/image/upload',
          multipart({
            file: { blob: new Blob(['hello'], { type: 'text/plain' }), name: 'notes.txt' },
            type: 'upload',
          }),
        ),
      { status: 400 },
    );
  });

  test('uploadImage: missing file → 400', async () => {
    await call('uploadImage', () => api.POST('/image/upload', multipart({ type: 'upload' })), {
      status: 400,
      requestValid: false,
    });
  });

  test('analyzeCategory', async () => {
    await call('analyzeCategory', () => api.POST('/image/analyzeCategory', multipart({ file: pngFile() })));
  });

  test('uploadToRecord (file)', async () => {
    await call('uploadToRecord', () =>
      api.POST('/image/upload2Record', multipart({ file: pngFile(), type: 'upload', category_id: '22' })),
    );
  });

  test('uploadToRecord (image_id)', async () => {
    await call('uploadToRecord', () =>
      api.POST('/image/upload2Record', multipart({ image_id: String(s.upload.image_id) })),
    );
  });
});

describe('generation', () => {
  test('createImageGeneration', async () => {
    const body = await call('createImageGeneration', () =>
      api.POST('/action/imageGeneration', {
        body: {
          prompt: 'A rose gold ring with a pear-cut sapphire, studio light',
          ar: '1:1',
          image_ids: [s.upload.image_id],
          category_id: s.child.category_id,
          attributes: [
            { name: s.child.attributes[0].name, value: s.child.attributes[0].values[0] ?? 'Silver' },
          ],
        },
      }),
    );
    s.recordId = body.data.record_id;
  });

  test('createImageGeneration: missing category → 400', async () => {
    await call(
      'createImageGeneration',
      () => api.POST('/action/imageGeneration', { body: { prompt: 'A ring', ar: '1:1' } as never }),
      {
        status: 400,
        requestValid: false,
      },
    );
  });

  test('countTaskInProgress', async () => {
    const body = await call('countTaskInProgress', () =>
      api.GET('/image/countTaskInProgress', { params: { query: { type: 1 } } }),
    );
    expect(body.data).toBeGreaterThan(0);
  });

  test('getTask (running)', async () => {
    await call('getTask', () => api.GET('/action/getTask', { params: { query: { record_id: s.recordId } } }));
  });

  test('getTask: unknown record → 404', async () => {
    await call(
      'getTask',
      () => api.GET('/action/getTask', { params: { query: { record_id: 'rec_does_not_exist' } } }),
      {
        status: 404,
      },
    );
  });

  test('createImageGeneration that fails, then retryTask', async () => {
    const created = await call('createImageGeneration', () =>
      api.POST('/action/imageGeneration', {
        body: { prompt: 'please fail', ar: '3:4', category_id: s.child.category_id },
      }),
    );
    advance(10 * 60_000);
    const done = await call('getTask', () =>
      api.GET('/action/getTask', { params: { query: { record_id: created.data.record_id } } }),
    );
    expect(String(done.data.status).toLowerCase()).toMatch(/fail/);
    const ok = await call('getTask', () =>
      api.GET('/action/getTask', { params: { query: { record_id: s.recordId } } }),
    );
    expect(String(ok.data.status).toLowerCase()).toBe('success');
    s.resultImageId = ok.data.result[0].image_id;
    await call('retryTask', () =>
      api.GET('/image/retryTask', { params: { query: { task_id: done.data.record_tasks[0].task_id } } }),
    );
  });

  test('retryTask: unknown task → 404', async () => {
    await call(
      'retryTask',
      () => api.GET('/image/retryTask', { params: { query: { task_id: 'tsk_does_not_exist' } } }),
      {
        status: 404,
      },
    );
  });

  test('getImageActionInfo', async () => {
    await call('getImageActionInfo', () =>
      api.GET('/action/getImageActionInfo', { params: { query: { image_id: s.resultImageId } } }),
    );
  });

  test('getUserHistory', async () => {
    const body = await call('getUserHistory', () =>
      api.GET('/user/history', {
        params: { query: { function_key: 'imageGeneration,imageChat', current: 1, pageSize: 10 } },
      }),
    );
    expect(body.data.list.length).toBeGreaterThan(0);
  });

  test('getUserHistory (marketing, by image)', async () => {
    await call('getUserHistory', () =>
      api.GET('/user/history', {
        params: {
          query: {
            function_key: 'videoShowGeneration,descImageGeneration',
            image_id: s.galleryImage.image_id,
          },
        },
      }),
    );
  });

  test('createDescImage', async () => {
    await call('createDescImage', () =>
      api.POST('/image/createDescImage', {
        body: {
          image_id: s.upload.image_id,
          prompt_id: s.template?.prompt_id ?? null,
          model: 'gemini-2.5-flash-image',
          prompt: 'Place the ring on a marble table, soft morning light',
          images: [],
          showType: 0,
        },
      }),
    );
  });

  test('createDescImages (try-on batch)', async () => {
    const body = await call('createDescImages', () =>
      api.POST('/image/createDescImages', {
        body: [
          {
            image_id: s.galleryImage.image_id,
            model: 'gemini-2.5-flash-image',
            prompt: 'dress the clothes on the model',
            images: [s.upload.path],
          },
          {
            image_id: s.galleryImage.image_id,
            model: 'gemini-2.5-flash-image',
            prompt: 'dress the clothes on the model',
            images: [s.upload.path],
          },
        ],
      }),
    );
    s.batchId = body.data.tasks[0].batch_id;
  });

  test('createDescImages (vary, on /server)', async () => {
    await call(
      'createDescImages',
      () =>
        serverClient.POST('/image/createDescImages', {
          body: [
            {
              image_id: s.resultImageId,
              prompt: 'vary-subtle',
              model: 'gpt-4o-image-generation',
              api_platform: '302AI',
              function_key: 'imageChat',
            },
          ],
        }),
      { base: 'server' },
    );
  });

  test('createDescImages: empty list → 400', async () => {
    await call('createDescImages', () => api.POST('/image/createDescImages', { body: [] }), {
      status: 400,
      requestValid: false,
    });
  });

  test('getTasksByBatchId', async () => {
    await call('getTasksByBatchId', () =>
      api.GET('/image/getTasksByBatchId', { params: { query: { batch_id: s.batchId } } }),
    );
  });

  test('createVideo', async () => {
    await call('createVideo', () =>
      api.POST('/video/createVideo', {
        body: {
          image_id: s.galleryImage.image_id,
          modelType: s.videoModel.value,
          api_platform: '302AI',
          prompt_id: s.effect?.prompt_id ?? null,
          prompt: 'Slow orbit around the ring',
        },
      }),
    );
  });

  test('createVideo: missing modelType → 400', async () => {
    await call(
      'createVideo',
      () =>
        api.POST('/video/createVideo', {
          body: { image_id: s.galleryImage.image_id, prompt: 'Orbit' } as never,
        }),
      { status: 400, requestValid: false },
    );
  });

  test('createImageGeneration: not enough credits → 402', async () => {
    mockServer.use(...scenarios.outOfCredits);
    await call(
      'createImageGeneration',
      () =>
        api.POST('/action/imageGeneration', {
          body: { prompt: 'A ring', ar: '1:1', category_id: s.child.category_id },
        }),
      { status: 402 },
    );
    mockServer.resetHandlers();
  });
});

describe('product path', () => {
  test('applyReview (apply)', async () => {
    const free = (s.ownImages as any[]).find((img) => !img.product || img.product.production_status === 0);
    expect(free).toBeDefined();
    s.productImageId = free.image_id;
    const body = await call('applyReview', () =>
      api.POST('/product/applyReview', { body: { image_id: s.productImageId, apply: true } }),
    );
    s.productId = body.data.product_id;
    expect(body.data.production_status).toBe(1);
  });

  test('applyReview (cancel) and apply again', async () => {
    await call('applyReview', () =>
      api.POST('/product/applyReview', { body: { image_id: s.productImageId, apply: false } }),
    );
    await call('applyReview', () =>
      api.POST('/product/applyReview', { body: { image_id: s.productImageId, apply: true } }),
    );
  });

  test('adminReviewMaking', async () => {
    const body = await call(
      'adminReviewMaking',
      () =>
        serverClient.POST('/product/reviewMaking', {
          body: {
            product_id: s.productId,
            pass: true,
            sampling_cost: 12,
            sampling_price: 15,
            suggested_selling_price: 45,
            supplier: { name: 'Lotus Atelier', desc: 'Fine jewelry maker.' },
          },
        }),
      { base: 'server' },
    );
    expect(body.data.production_status).toBe(2);
  });

  test('adminReviewMaking: unknown product → 404', async () => {
    await call(
      'adminReviewMaking',
      () => serverClient.POST('/product/reviewMaking', { body: { product_id: 987654321, pass: true } }),
      {
        base: 'server',
        status: 404,
      },
    );
  });

  test('getProductInfo', async () => {
    await call('getProductInfo', () =>
      api.GET('/product/info', { params: { query: { image_id: s.productImageId } } }),
    );
  });

  test('getProductInfo: unknown image → 404', async () => {
    await call(
      'getProductInfo',
      () => api.GET('/product/info', { params: { query: { image_id: 987654321 } } }),
      {
        status: 404,
      },
    );
  });

  test('applyMaking', async () => {
    await call('applyMaking', () =>
      api.POST('/product/applyMaking', { body: { image_id: s.productImageId, address: ADDRESS } }),
    );
  });

  test('applyMaking (on /server)', async () => {
    await call(
      'applyMaking',
      () =>
        serverClient.POST('/product/applyMaking', { body: { image_id: s.productImageId, address: ADDRESS } }),
      {
        base: 'server',
      },
    );
  });

  test('applyMaking: incomplete address → 400', async () => {
    await call(
      'applyMaking',
      () =>
        api.POST('/product/applyMaking', {
          body: { image_id: s.productImageId, address: { firstName: 'Ada' } } as never,
        }),
      { status: 400, requestValid: false },
    );
  });

  test('adminGetProductAddress', async () => {
    await call(
      'adminGetProductAddress',
      () => serverClient.GET('/product/address', { params: { query: { product_id: s.productId } } }),
      {
        base: 'server',
      },
    );
  });

  test('createMakingOrder, card payment, getOrderStatus', async () => {
    const order = await call('createMakingOrder', () =>
      api.POST('/payment/createMakingOrder', {
        body: { productId: s.productId, count: 1, channel: 2, price: 15 },
      }),
    );
    const secret = JSON.parse(order.data.paymentInfo).client_secret;
    const confirm = await fetch(`http://localhost${MOCK_PAYMENT_CONFIRM_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: secret, card_number: '4242424242424242' }),
    });
    expect(confirm.status).toBe(200);
    advance(60_000);
    const status = await call('getOrderStatus', () =>
      api.GET('/payment/{orderId}', { params: { path: { orderId: order.data.orderId } } }),
    );
    expect(status.data.paymentStatus).toBe('PAYED');
  });

  test('estimateIncome', async () => {
    await call('estimateIncome', () =>
      api.POST('/product/income', { body: { selling_price: '45', origin_price: '15', people_number: 30 } }),
    );
  });

  test('estimateIncome: wrong type → 400', async () => {
    await call(
      'estimateIncome',
      () =>
        api.POST('/product/income', {
          body: { selling_price: 'lots', origin_price: '15', people_number: 'many' } as never,
        }),
      { status: 400, requestValid: false },
    );
  });

  test('generateImageAiDescription', async () => {
    await call('generateImageAiDescription', () =>
      api.POST('/product/imageAiDescription', { body: { image_id: s.productImageId } }),
    );
  });

  test('applySell', async () => {
    const body = await call('applySell', () =>
      api.POST('/product/applySell', {
        body: {
          image_id: s.productImageId,
          selling_price: '45',
          people_number: '30',
          title: 'Sapphire Pear Ring',
          material: 'Rose Gold,925 silver',
          story: 'Inspired by morning dew.',
          sampling_price: '15',
        },
      }),
    );
    expect(body.data.pre_sale_status).toBe(1);
  });

  test('adminReviewSell (reject), then applySell on /server', async () => {
    await call(
      'adminReviewSell',
      () =>
        serverClient.POST('/product/reviewSell', {
          body: { product_id: s.productId, pass: false, reason: 'Photos' },
        }),
      {
        base: 'server',
      },
    );
    await call(
      'applySell',
      () =>
        serverClient.POST('/product/applySell', {
          body: {
            image_id: s.productImageId,
            selling_price: '50',
            people_number: '40',
            title: 'Sapphire Pear Ring',
            material: 'Rose Gold',
          },
        }),
      { base: 'server' },
    );
  });

  test('adminReviewSell (approve)', async () => {
    await call(
      'adminReviewSell',
      () => serverClient.POST('/product/reviewSell', { body: { product_id: s.productId, pass: true } }),
      {
        base: 'server',
      },
    );
  });

  test('adminSetTracking', async () => {
    const body = await call(
      'adminSetTracking',
      () =>
        serverClient.POST('/product/tracking', {
          body: { product_id: s.productId, carrier: 'DHL', tracking_number: '1234567890' },
        }),
      { base: 'server' },
    );
    expect(body.data.production_status).toBe(4);
  });
});

describe('payment', () => {
  test('listVipPlans', async () => {
    const body = await call('listVipPlans', () => api.GET('/payment/levelList'));
    s.plan = body.data.find((p: any) => p.price > 0 && p.level > 1);
    expect(s.plan).toBeDefined();
  });

  test('checkVipStatus', async () => {
    await call('checkVipStatus', () =>
      api.GET('/payment/checkVipStatus/{id}', { params: { path: { id: s.plan.level } } }),
    );
  });

  test('createOrder, getOrderStatus, cancelOrder', async () => {
    const order = await call('createOrder', () =>
      api.POST('/payment/createOrder', { body: { level: s.plan.level, channel: 4 } }),
    );
    const status = await call('getOrderStatus', () =>
      api.GET('/payment/{orderId}', { params: { path: { orderId: order.data.orderId } } }),
    );
    expect(status.data.paymentStatus).toBe('WAIT_PAY');
    await call('cancelOrder', () =>
      api.GET('/payment/cancel/{id}', { params: { path: { id: order.data.orderId } } }),
    );
  });

  test('getOrderStatus: unknown order → 404', async () => {
    await call(
      'getOrderStatus',
      () => api.GET('/payment/{orderId}', { params: { path: { orderId: 'ord_does_not_exist' } } }),
      {
        status: 404,
      },
    );
  });

  test('createOrder: missing channel → 400', async () => {
    await call(
      'createOrder',
      () => api.POST('/payment/createOrder', { body: { level: s.plan.level } as never }),
      {
        status: 400,
        requestValid: false,
      },
    );
  });
});

describe('admin (/server)', () => {
  const opts = { base: 'server' as const };

  test('adminListImages', async () => {
    await call(
      'adminListImages',
      () => serverClient.GET('/image/list', { params: { query: { current: 1, pageSize: 20, type: 0 } } }),
      opts,
    );
  });

  test('adminUpdateImage', async () => {
    await call(
      'adminUpdateImage',
      () =>
        serverClient.POST('/image/update', {
          body: { image_id: s.galleryImage.image_id, name: 'Sapphire Pear Ring', sort: 5 },
        }),
      opts,
    );
  });

  test('adminSetImageUse', async () => {
    await call(
      'adminSetImageUse',
      () => serverClient.POST('/image/setUse', { body: { image_id: s.galleryImage.image_id, is_use: true } }),
      opts,
    );
  });

  test('adminSetMainImage', async () => {
    expect(s.withDesc).toBeDefined();
    s.mainDesc = s.withDesc.images_desc.find((d: any) => !d.is_main);
    await call(
      'adminSetMainImage',
      () =>
        serverClient.POST('/image/setMain', {
          body: { image_id: s.withDesc.image_id, desc_image_id: s.mainDesc.image_id },
        }),
      opts,
    );
  });

  test('adminSetMainImage: unknown ids → 404 with success false', async () => {
    const body = await call(
      'adminSetMainImage',
      () => serverClient.POST('/image/setMain', { body: { image_id: 987654321, desc_image_id: 1 } }),
      { ...opts, status: 404 },
    );
    expect(body.success).toBe(false);
  });

  test('adminDeleteDescImage', async () => {
    const other = s.withDesc.images_desc.find((d: any) => d.image_id !== s.mainDesc.image_id);
    await call(
      'adminDeleteDescImage',
      () => serverClient.POST('/image/delDescImage', { body: { image_id: other.image_id } }),
      opts,
    );
  });

  test('adminCreateVideo', async () => {
    await call(
      'adminCreateVideo',
      () =>
        serverClient.POST('/video/create', {
          body: {
            image_id: s.galleryImage.image_id,
            path: '/mock-media/video/clip-1.mp4',
            name: 'Orbit',
            width: 720,
            height: 1280,
          },
        }),
      opts,
    );
  });

  test('adminCreateVideoGroup', async () => {
    await call(
      'adminCreateVideoGroup',
      () =>
        serverClient.POST('/video/createGroup', {
          body: {
            image_id: s.galleryImage.image_id,
            videos: [
              { path: '/mock-media/video/clip-1.mp4', name: 'Orbit' },
              { path: '/mock-media/video/clip-2.mp4', name: 'Zoom' },
            ],
          },
        }),
      opts,
    );
  });

  test('generateImagesDescription', async () => {
    await call(
      'generateImagesDescription',
      () =>
        serverClient.POST('/image/genImagesDescription', {
          body: {
            image_id: s.galleryImage.image_id,
            prompt: 'Write a short English title and a long Markdown description.',
          },
        }),
      opts,
    );
  });

  test('adminDeleteImage', async () => {
    await call(
      'adminDeleteImage',
      () => serverClient.DELETE('/image/{id}', { params: { path: { id: s.upload.image_id } } }),
      opts,
    );
  });

  test('adminDeleteImage: unknown id → 404', async () => {
    await call(
      'adminDeleteImage',
      () => serverClient.DELETE('/image/{id}', { params: { path: { id: 987654321 } } }),
      {
        ...opts,
        status: 404,
      },
    );
  });

  test('a failing server answers the 5XX envelope', async () => {
    mockServer.use(...scenarios.serverError);
    await call('adminListImages', () => serverClient.GET('/image/list'), { ...opts, status: 500 });
    await call('getUserPoints', () => api.GET('/user/points'), { status: 500 });
    mockServer.resetHandlers();
  });
});

describe('passwords and sign-out', () => {
  test('changePassword (signed-in user)', async () => {
    signInAs(s.newToken);
    await call('changePassword', () =>
      api.POST('/user/changePass', { body: { oldPassword: 'Secret123!', newPassword: 'Secret456!' } }),
    );
  });

  test('changePassword: wrong old password → 400', async () => {
    await call(
      'changePassword',
      () => api.POST('/user/changePass', { body: { oldPassword: 'nope', newPassword: 'Secret789!' } }),
      {
        status: 400,
      },
    );
  });

  test('changePasswordWithCode', async () => {
    const sent = await call('sendVerificationCode', () =>
      api.POST('/authorize/verification', { body: { email: s.newEmail } }),
    );
    const code = /\b(\d{6})\b/.exec(sent.message)?.[1];
    await call('changePasswordWithCode', () =>
      api.POST('/authorize/changePass', { body: { email: s.newEmail, code: code!, password: 'Secret999!' } }),
    );
  });

  test('forgetPassword (request code, then reset)', async () => {
    const sent = await call('forgetPassword', () =>
      api.POST('/authorize/forgetPass', { body: { email: s.newEmail } }),
    );
    const code = /\b(\d{6})\b/.exec(sent.message)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await call('forgetPassword', () =>
      api.POST('/authorize/forgetPass', { body: { email: s.newEmail, code: code!, password: 'Secret000!' } }),
    );
    await call('login', () =>
      api.POST('/authorize/login', { body: { email: s.newEmail, password: 'Secret000!' } }),
    );
  });

  test('forgetPassword: unknown e-mail → 404', async () => {
    await call(
      'forgetPassword',
      () => api.POST('/authorize/forgetPass', { body: { email: 'nobody@example.com' } }),
      {
        status: 404,
      },
    );
  });

  test('logout', async () => {
    await call('logout', () => api.POST('/authorize/loginOut', { body: {} }));
  });
});

describe('telemetry', () => {
  /** A batch as the client makes it: one report of each kind. */
  function clientBatch(): string {
    let body = '';
    const telemetry = createTelemetry({
      url: '/api/telemetry',
      sampleRate: 1,
      send: (_url, sent) => {
        body = sent;
        return true;
      },
      loadVitals: () => new Promise(() => {}),
    });
    telemetry.report({ type: 'vital', name: 'CLS', value: 0.01, rating: 'good', route: '/', at: 2100 });
    telemetry.reportRequest({
      method: 'GET',
      url: '/api/user/info?x=1',
      status: 500,
      code: 500,
      message: 'fail',
    });
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('boom'), message: 'boom', filename: '/a.js' }),
    );
    telemetry.stop();
    return body;
  }
  const beacon = (body: string) => ({
    body: body as never,
    bodySerializer: (value: unknown) => value as string,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  });

  test('sendTelemetry (a batch the client made, taken by the mock)', async () => {
    const body = clientBatch();
    expect(validator.validate('#/components/schemas/TelemetryBatch', JSON.parse(body))).toEqual({
      valid: true,
      errors: '',
    });
    removeCookie(ACCESS_TOKEN_COOKIE);
    await call('sendTelemetry', () => api.POST('/telemetry', beacon(body)));
    expect(receivedTelemetry().at(-1)?.raw).toBe(body);
  });

  test('sendTelemetry: not a batch → 400', async () => {
    await call('sendTelemetry', () => api.POST('/telemetry', beacon('{"v":2}')), { status: 400 });
  });
});

describe('coverage of the walk', () => {
  test('every operation was answered with 200 on every base it is served on', () => {
    const ok = new Set(seen.filter((x) => x.status === 200).map((x) => `${x.operationId} ${x.base}`));
    const missing = operations
      .flatMap((o) => o.bases.map((b) => `${o.operationId} ${b}`))
      .filter((k) => !ok.has(k));
    expect(missing).toEqual([]);
  });

  test('every family (tag) had at least one error envelope validated', () => {
    const tags = new Set(operations.flatMap((o) => o.operation.tags as string[]));
    const withError = new Set(seen.filter((x) => x.status >= 400).map((x) => x.tag));
    expect([...tags].filter((t) => !withError.has(t))).toEqual([]);
  });

  test('the mock has a handler for every operation and base, and none outside the contract', () => {
    const routes = new Set(routeTable.map((r) => `${r.method} ${r.path} ${r.base}`));
    const expected = operations.flatMap((o) => o.bases.map((b) => `${o.method} ${o.path} ${b}`));
    expect(expected.filter((k) => !routes.has(k))).toEqual([]);
    expect([...routes].filter((k) => !expected.includes(k))).toEqual([]);
  });

  test('a drifting handler is caught', async () => {
    mockServer.use(
      mswHttp.get('*/api/user/points', () =>
        HttpResponse.json({ code: 0, message: 'success', data: { points: '12' } }),
      ),
    );
    exchanges.clear();
    await api.GET('/user/points');
    await settled();
    const [ex] = [...exchanges.values()];
    expect(ex.responseErrors).toMatch(/points|total/);
    mockServer.resetHandlers();
  });
});
