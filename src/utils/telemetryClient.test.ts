import {
  BATCH_DELAY_MS,
  BATCH_SIZE,
  createTelemetry,
  MAX_EVENTS_PER_PAGE,
  scrub,
  type Telemetry,
  type TelemetryBatch,
  type TelemetryEvent,
} from './telemetryClient';

const URL_ = '/api/telemetry';
const noVitals = () => Promise.resolve({ observeVitals: () => {} });

let sent: TelemetryBatch[];
let telemetry: Telemetry | undefined;

function start(options: Partial<Parameters<typeof createTelemetry>[0]> = {}) {
  telemetry = createTelemetry({
    url: URL_,
    sampleRate: 1,
    send: (_url, body) => {
      sent.push(JSON.parse(body) as TelemetryBatch);
      return true;
    },
    loadVitals: noVitals,
    ...options,
  });
  return telemetry;
}

const vital = (value: number): TelemetryEvent => ({
  type: 'vital',
  name: 'LCP',
  value,
  rating: 'good',
  route: '/',
  at: 1,
});

function throwUncaught(error: Error, filename = 'http://localhost/assets/app-1a2b.js?v=3') {
  window.dispatchEvent(
    new ErrorEvent('error', { error, message: error.message, filename, lineno: 12, colno: 34 }),
  );
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

beforeEach(() => {
  sent = [];
  jest.useFakeTimers();
});
afterEach(() => {
  telemetry?.stop();
  telemetry = undefined;
  jest.useRealTimers();
});

describe('telemetry', () => {
  it('is off without a URL, and for a page load outside the sample', () => {
    expect(start({ url: '' }).active).toBe(false);
    // Handled here, so the test environment does not take it for an error of the test.
    const handled = (event: Event) => event.preventDefault();
    window.addEventListener('error', handled);
    throwUncaught(new Error('boom'));
    window.removeEventListener('error', handled);
    hide();
    expect(sent).toEqual([]);
    expect(start({ sampleRate: 0.25, random: () => 0.5 }).active).toBe(false);
    expect(start({ sampleRate: 0.25, random: () => 0.1 }).active).toBe(true);
  });

  it(`sends a batch when ${BATCH_SIZE} reports wait, ${BATCH_DELAY_MS / 1000} s after the first, or when the page is hidden`, () => {
    const t = start();
    for (let i = 0; i < BATCH_SIZE - 1; i += 1) t.report(vital(i));
    expect(sent).toHaveLength(0);
    t.report(vital(99));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ v: 1, sampleRate: 1, page: expect.stringMatching(/^[0-9a-z]{8}$/) });
    expect(sent[0].events).toHaveLength(BATCH_SIZE);

    t.report(vital(1));
    jest.advanceTimersByTime(BATCH_DELAY_MS - 1);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);

    t.report(vital(2));
    hide();
    expect(sent).toHaveLength(3);
    t.report(vital(3));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((batch) => batch.page)).size).toBe(1);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    const t = start({ send: () => false });
    t.report(vital(1));
    t.flush();
    expect(fetchSpy).toHaveBeenCalledWith(URL_, expect.objectContaining({ method: 'POST', keepalive: true }));
    fetchSpy.mockRestore();
  });

  it(`reports at most ${MAX_EVENTS_PER_PAGE} events per page load`, () => {
    const t = start();
    for (let i = 0; i < MAX_EVENTS_PER_PAGE + 30; i += 1) t.report(vital(i));
    t.flush();
    expect(sent.flatMap((batch) => batch.events)).toHaveLength(MAX_EVENTS_PER_PAGE);
  });

  it('reports uncaught errors with their script path (no query) and repeats with a count, five times at most', () => {
    start();
    const error = new Error('Cannot read properties of undefined (reading "id")');
    for (let i = 0; i < 7; i += 1) throwUncaught(error);
    hide();
    const events = sent.flatMap((batch) => batch.events);
    expect(events).toHaveLength(5);
    expect(events[0]).toMatchObject({
      type: 'error',
      kind: 'error',
      message: 'Error: Cannot read properties of undefined (reading "id")',
      source: '/assets/app-1a2b.js',
      line: 12,
      column: 34,
      route: '/',
      count: 1,
    });
    expect(events[4]).toMatchObject({ count: 5 });
    expect(typeof (events[0] as { stack?: string }).stack).toBe('string');
  });

  it('reports unhandled rejections, and ignores errors of browser extensions', () => {
    start();
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new TypeError('Failed to fetch') });
    window.dispatchEvent(rejection);
    throwUncaught(new Error('from an extension'), 'chrome-extension://abc/content.js');
    hide();
    expect(sent.flatMap((batch) => batch.events)).toEqual([
      expect.objectContaining({ type: 'error', kind: 'rejection', message: 'TypeError: Failed to fetch' }),
    ]);
  });

  it('reports failed calls by path and status, never their query, and never its own', () => {
    const t = start();
    t.reportRequest({
      method: 'get',
      url: 'http://localhost/api/global/images?keyword=red%20silk%20dress&token=abc',
      status: 500,
      code: 500,
      message: 'Internal error for jane.doe@example.com',
    });
    t.reportRequest({ method: 'POST', url: 'http://localhost/api/telemetry', status: 500, code: 500 });
    t.flush();
    expect(sent[0].events).toEqual([
      {
        type: 'request',
        method: 'GET',
        path: '/api/global/images',
        status: 500,
        code: 500,
        message: 'Internal error for [email]',
        route: '/',
        at: expect.any(Number),
      },
    ]);
  });

  it('reports the web vitals on the route the page loaded on', async () => {
    start({
      loadVitals: () =>
        Promise.resolve({
          observeVitals: (report: (event: TelemetryEvent) => void) =>
            report({ ...vital(1840), route: '/other' }),
        }),
    });
    await jest.runAllTimersAsync();
    expect(sent.flatMap((batch) => batch.events)).toEqual([
      expect.objectContaining({ name: 'LCP', value: 1840, route: '/' }),
    ]);
  });
});

describe('scrub', () => {
  it.each([
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.sig-nat_ure here', 'jwt [token] here'],
    ['key sk_live_51HxYz in use', 'key [key] in use'],
    ['mail me at jane.doe+x@mail.example.co.uk please', 'mail me at [email] please'],
    ['GET /tools/inspiration?prompt=red%20silk%20scarf failed', 'GET /tools/inspiration failed'],
    ['see https://cdn.example.com/a.png?sig=xyz#top', 'see https://cdn.example.com/a.png'],
    [
      'token 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 leaked',
      'token [redacted] leaked',
    ],
    ['card 4242 4242 4242 4242 declined', 'card [number] declined'],
    ['Error #42: what? nothing', 'Error #42: what? nothing'],
    [
      'at render (/assets/SafeMarkdownRenderer-mwZ0GDA-.js:1:2345)',
      'at render (/assets/SafeMarkdownRenderer-mwZ0GDA-.js:1:2345)',
    ],
  ])('%s', (text, expected) => {
    expect(scrub(text)).toBe(expected);
  });

  it('cuts long texts', () => {
    expect(scrub('x '.repeat(400))).toHaveLength(300);
  });
});
