/** @jest-environment node */
/**
 * Every call named in the three spec documents is an operation of openapi/openapi.yaml, on the
 * right base(s), with an operationId, a declared tag, request and response schemas and an example.
 */
import {
  createContractValidator,
  deref,
  escapePointer,
  listOperations,
  loadOpenApi,
  mediaOf,
  type Base,
  type HttpMethod,
} from '../../../openapi/load';

interface Call {
  method: HttpMethod;
  path: string;
  bases: Base[];
  /** Where the spec names the call; null for a call the spec does not name (its description cites nothing). */
  spec: string | null;
  /** True when the spec does not show this path for (one of) the calls it serves. */
  inferred?: boolean;
}

const A: Base[] = ['api'];
const S: Base[] = ['server'];
const AS: Base[] = ['api', 'server'];

const CALLS: Call[] = [
  // spec 1 §7.1 (base /api)
  { method: 'get', path: '/user/info', bases: A, spec: '1 §7.1' },
  { method: 'get', path: '/user/points', bases: A, spec: '1 §7.1' },
  { method: 'post', path: '/authorize/register', bases: A, spec: '1 §7.1' },
  { method: 'post', path: '/authorize/verification', bases: A, spec: '1 §7.1' },
  { method: 'post', path: '/authorize/login', bases: A, spec: '1 §7.1' },
  { method: 'post', path: '/authorize/google-login', bases: A, spec: '1 §7.1' },
  { method: 'post', path: '/authorize/loginOut', bases: A, spec: '1 §7.1' },
  { method: 'post', path: '/authorize/forgetPass', bases: A, spec: '1 §7.1' },
  { method: 'post', path: '/authorize/changePass', bases: A, spec: '1 §7.1' },
  { method: 'post', path: '/user/changePass', bases: A, spec: '1 §7.1' },
  {
    method: 'get',
    path: '/user/history',
    bases: A,
    spec: '1 §7.1; 2 §7 and 3 §7 history by function key',
    inferred: true,
  },
  {
    method: 'get',
    path: '/image/self',
    bases: A,
    spec: '1 §7.1; 2 §7 own images; 3 §7 asset or avatar list',
    inferred: true,
  },
  { method: 'get', path: '/image/getUserCreations', bases: A, spec: '1 §7.1' },
  {
    method: 'post',
    path: '/action/imageGeneration',
    bases: A,
    spec: '1 §7.1; 2 §7 create generation',
    inferred: true,
  },
  {
    method: 'get',
    path: '/action/getTask',
    bases: A,
    spec: '1 §7.1; 2 §7 poll record; 3 §7 task status',
    inferred: true,
  },
  {
    method: 'get',
    path: '/action/getImageActionInfo',
    bases: A,
    spec: '1 §7.1; 2 §7 parent id lookup',
    inferred: true,
  },
  {
    method: 'get',
    path: '/image/info',
    bases: A,
    spec: '1 §7.1; 2 §7 and 3 §7 image detail',
    inferred: true,
  },
  { method: 'get', path: '/global/imageInfo', bases: A, spec: '1 §7.1' },
  {
    method: 'get',
    path: '/product/info',
    bases: A,
    spec: '1 §7.1; 2 §7 product info; 3 §7 order detail',
    inferred: true,
  },
  {
    method: 'post',
    path: '/product/income',
    bases: A,
    spec: '1 §7.1; 2 §7 price calculation',
    inferred: true,
  },
  {
    method: 'post',
    path: '/product/applyMaking',
    bases: AS,
    spec: '1 §7.1, §7.2; 2 §7 apply for production',
    inferred: true,
  },
  {
    method: 'post',
    path: '/product/applySell',
    bases: AS,
    spec: '1 §7.1, §7.2; 2 §7, 3 §7 pre-sale submit',
    inferred: true,
  },
  {
    method: 'post',
    path: '/product/imageAiDescription',
    bases: A,
    spec: '1 §7.1; 2 §7 generate title',
    inferred: true,
  },
  {
    method: 'post',
    path: '/product/applyReview',
    bases: A,
    spec: '1 §7.1; 2 §7 apply or cancel review',
    inferred: true,
  },
  {
    method: 'get',
    path: '/global/promptList',
    bases: A,
    spec: '1 §7.1; 3 §7 list prompt templates',
    inferred: true,
  },
  {
    method: 'post',
    path: '/image/createDescImage',
    bases: A,
    spec: '1 §7.1; 3 §7 create product-image generation',
    inferred: true,
  },
  {
    method: 'post',
    path: '/image/createDescImages',
    bases: AS,
    spec: '1 §7.1, §7.2; 2 §7 vary/upscale; 3 §7 batch',
    inferred: true,
  },
  {
    method: 'get',
    path: '/image/getTasksByBatchId',
    bases: A,
    spec: '1 §7.1; 3 §7 tasks by batch_id',
    inferred: true,
  },
  { method: 'get', path: '/image/countTaskInProgress', bases: A, spec: '1 §7.1' },
  { method: 'get', path: '/image/retryTask', bases: A, spec: '1 §7.1; 2 §7 retry', inferred: true },
  {
    method: 'post',
    path: '/global/images',
    bases: A,
    spec: '1 §7.1, §7.3 explore list fetch',
    inferred: true,
  },
  { method: 'post', path: '/image/setLike', bases: A, spec: '1 §7.1; 2 §7 like toggle', inferred: true },
  {
    method: 'get',
    path: '/global/category',
    bases: A,
    spec: '1 §7.1, §7.3; 2 §7 and 3 §7 category list',
    inferred: true,
  },
  {
    method: 'get',
    path: '/category/getNames',
    bases: A,
    spec: '1 §7.1; 3 §7 categories with filter_type=1',
    inferred: true,
  },
  {
    method: 'get',
    path: '/global/getFunction/{key}',
    bases: A,
    spec: '1 §7.1; 3 §7 points by function key',
    inferred: true,
  },
  { method: 'get', path: '/global/getModelsPromptList', bases: A, spec: '1 §7.1' },
  { method: 'post', path: '/image/upload', bases: A, spec: '1 §7.1; 2 §7; 3 §7' },
  // spec 1 §7.2 (base /server)
  { method: 'get', path: '/image/list', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/image/update', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/product/reviewMaking', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/product/tracking', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/product/reviewSell', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/video/create', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/video/createGroup', bases: S, spec: '1 §7.2' },
  { method: 'get', path: '/product/address', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/image/delDescImage', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/image/setUse', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/image/setMain', bases: S, spec: '1 §7.2' },
  { method: 'delete', path: '/image/{id}', bases: S, spec: '1 §7.2' },
  { method: 'post', path: '/image/genImagesDescription', bases: S, spec: '1 §7.2' },
  // spec 2 §7 (payment under /api/payment)
  { method: 'get', path: '/payment/{orderId}', bases: A, spec: '2 §7 order status; 3 §7' },
  { method: 'post', path: '/payment/createOrder', bases: A, spec: '2 §7 create order; 3 §7' },
  { method: 'post', path: '/payment/createMakingOrder', bases: A, spec: '2 §7 create making order; 3 §7' },
  { method: 'get', path: '/payment/cancel/{id}', bases: A, spec: '2 §7 cancel order; 3 §7' },
  { method: 'get', path: '/payment/levelList', bases: A, spec: '2 §7 plan list; 3 §7 VIP list' },
  { method: 'get', path: '/payment/checkVipStatus/{id}', bases: A, spec: '2 §7 vip check; 3 §7' },
  {
    method: 'get',
    path: '/image/getUserInspiration',
    bases: A,
    spec: '2 §7 inspiration list',
    inferred: true,
  },
  // spec 3 §7
  { method: 'get', path: '/video/getVideoModelTypes', bases: A, spec: '3 §7' },
  { method: 'post', path: '/video/createVideo', bases: A, spec: '3 §7' },
  { method: 'get', path: '/category/promptList', bases: A, spec: '3 §7' },
  { method: 'get', path: '/category/list', bases: A, spec: '3 §7' },
  { method: 'post', path: '/category/update', bases: A, spec: '3 §7' },
  { method: 'post', path: '/category/delete', bases: A, spec: '3 §7' },
  { method: 'post', path: '/category/updateAttr', bases: A, spec: '3 §7' },
  { method: 'post', path: '/category/updatePrompt', bases: A, spec: '3 §7' },
  { method: 'post', path: '/image/analyzeCategory', bases: A, spec: '3 §7' },
  { method: 'post', path: '/image/upload2Record', bases: A, spec: '3 §7' },
  // Not in the spec (issue 28): the client's field metrics and error reports.
  { method: 'post', path: '/telemetry', bases: A, spec: null },
];

const doc = loadOpenApi();
const operations = listOperations(doc);
const declaredTags = new Set<string>((doc.tags ?? []).map((t: { name: string }) => t.name));

describe('contract coverage: every spec call is an operation', () => {
  test.each(
    CALLS.map((c) => [`${c.method.toUpperCase()} ${c.bases.map((b) => `/${b}`).join('+')}${c.path}`, c]),
  )('%s', (_name, call) => {
    const entry = operations.find((o) => o.method === call.method && o.path === call.path);
    expect(entry).toBeDefined();
    const op = entry!.operation;
    expect(entry!.bases.sort()).toEqual([...call.bases].sort());
    expect(typeof op.operationId).toBe('string');
    expect(op.tags?.length).toBeGreaterThan(0);
    for (const tag of op.tags) expect(declaredTags).toContain(tag);
    expect(op.summary).toBeTruthy();
    if (call.spec) expect(op.description).toMatch(/Spec \d/);
    else expect(op.description).toBeTruthy();
    if (call.inferred) expect(op['x-path-inferred']).toBe(true);

    // Request: a body schema, or a schema on every parameter.
    for (const p of op.parameters ?? []) {
      const { node } = deref(doc, p, '');
      expect(node.schema).toBeDefined();
    }
    if (call.method === 'post') {
      const media = mediaOf(doc, op.requestBody, `${entry!.pointer}/requestBody`);
      expect(media?.media.schema).toBeDefined();
    }

    // Response: a 200 JSON schema with at least one example, and the error envelope.
    const ok = mediaOf(doc, op.responses?.['200'], `${entry!.pointer}/responses/200`);
    expect(ok?.contentType).toBe('application/json');
    expect(ok?.media.schema).toBeDefined();
    expect(ok?.media.example !== undefined || Object.keys(ok?.media.examples ?? {}).length > 0).toBe(true);
    expect(op.responses['4XX']?.$ref).toBe('#/components/responses/Error');
  });

  test('the document has no operation the table does not list', () => {
    const listed = new Set(CALLS.map((c) => `${c.method} ${c.path}`));
    expect(operations.map((o) => `${o.method} ${o.path}`).filter((k) => !listed.has(k))).toEqual([]);
  });

  test('operationIds are unique', () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('every path item carries its own servers, naming /api and/or /server only', () => {
    for (const [path, item] of Object.entries<{ servers?: { url: string }[] }>(doc.paths)) {
      expect({ path, hasServers: (item.servers?.length ?? 0) > 0 }).toEqual({ path, hasServers: true });
      for (const s of item.servers!) expect(['/api', '/server']).toContain(s.url);
    }
    expect(doc.servers.map((s: { url: string }) => s.url)).toEqual(['/api', '/server']);
  });

  test('x-path-inferred is set exactly on the operations the table marks inferred', () => {
    const marked = operations
      .filter((o) => o.operation['x-path-inferred'])
      .map((o) => `${o.method} ${o.path}`);
    const expected = CALLS.filter((c) => c.inferred).map((c) => `${c.method} ${c.path}`);
    expect(marked.sort()).toEqual(expected.sort());
  });

  test('every inferred path cites the spec section it serves', () => {
    for (const o of operations.filter((e) => e.operation['x-path-inferred'])) {
      expect({ id: o.operationId, cites: /[Ss]pec \d §\d/.test(o.operation.description) }).toEqual({
        id: o.operationId,
        cites: true,
      });
    }
  });

  test('bearer auth is the security scheme', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('contract examples validate against their schemas', () => {
  const validator = createContractValidator(doc);
  const cases: [string, string, unknown][] = [];
  const seen = new Set<string>();
  const add = (key: string, name: string, schemaPointer: string, value: unknown) => {
    if (seen.has(key)) return; // shared components (the error response) are checked once
    seen.add(key);
    cases.push([name, schemaPointer, value]);
  };
  for (const o of operations) {
    const holders: [string, unknown][] = [[`${o.pointer}/requestBody`, o.operation.requestBody]];
    for (const status of Object.keys(o.operation.responses)) {
      holders.push([`${o.pointer}/responses/${escapePointer(status)}`, o.operation.responses[status]]);
    }
    for (const [pointer, holder] of holders) {
      if (!holder) continue;
      const media = mediaOf(doc, holder, pointer);
      if (!media?.media.schema) continue;
      const schemaPointer = `${media.pointer}/schema`;
      if (media.media.example !== undefined) {
        add(media.pointer, `${o.operationId} ${pointer}`, schemaPointer, media.media.example);
      }
      for (const [name, ex] of Object.entries<{ $ref?: string; value?: unknown }>(
        media.media.examples ?? {},
      )) {
        const { node } = deref(doc, ex, '');
        add(`${media.pointer}#${name}`, `${o.operationId} ${pointer} (${name})`, schemaPointer, node.value);
      }
    }
  }

  test('there are examples to check', () => expect(cases.length).toBeGreaterThan(CALLS.length));

  test('the validator catches drift', () => {
    const entry = operations.find((o) => o.operationId === 'getUserInfo')!;
    const good = {
      code: 0,
      message: 'success',
      data: { username: 'demo', email: 'demo@example.com', level: 1 },
    };
    expect(validator.validateResponse(entry, 200, good)).toEqual({ valid: true, errors: '' });
    expect(
      validator.validateResponse(entry, 200, { ...good, data: { username: 'demo', level: '1' } }).valid,
    ).toBe(false);
    expect(
      validator.validateResponse(entry, 404, { code: 404, message: 'Not found', data: null }).valid,
    ).toBe(true);
    expect(validator.validateResponse(entry, 404, { code: 0, message: 'ok', data: null }).valid).toBe(false);
  });

  test.each(cases)('%s', (_name, schemaPointer, value) => {
    const result = validator.validate(schemaPointer, value);
    expect(result.errors).toBe('');
  });
});

describe('enumerations the spec writes out', () => {
  const s = doc.components.schemas;
  test.each([
    [
      'TaskStatus',
      [
        'begin',
        'progress',
        'failure',
        'success',
        'cancel',
        'create',
        'IN_PROGRESS',
        'SUCCESS',
        'FAILURE',
        'CANCEL',
        'failed',
        'pending',
        'processing',
      ],
    ],
    ['ImageSourceType', [0, 1, 2, 3, 4, 5, 6, 9]],
    ['ProductionStatus', [0, 1, 2, 3, 4, 5, 6]],
    ['PreSaleStatus', [0, 1, 2, 3, 5]],
    ['PaymentStatus', [0, 1, 2, 3, 4, 5]],
    ['OrderStatus', ['WAIT_PAY', 'PAYED', 'FAIL']],
    ['CategoryType', [0, 1]],
    ['ShowType', [0, 1]],
    ['BillingCycle', [3]],
    ['GalleryTab', ['creations', 'likes', 'product', 'inspiration', 'model']],
    ['AspectRatio', ['16:9', '4:3', '3:2', '1:1', '9:16', '3:4', '2:3']],
  ])('%s', (name, values) => {
    expect(s[name].enum).toEqual(expect.arrayContaining(values as unknown[]));
  });
});
