/**
 * The telemetry client (a lazy chunk; ./telemetry.ts starts it and hands it what happened before it loaded): a
 * sampled page load's web-vitals (LCP, INP, CLS, TTFB, FCP, through the `web-vitals` package, a further lazy chunk),
 * uncaught errors, unhandled rejections and failed backend calls, batched and sent with navigator.sendBeacon.
 *
 * What a report holds is listed in the contract (`TelemetryBatch`); what it never holds: tokens, prompts, request
 * bodies or queries (prompts and searches travel in the address's query), e-mail addresses. Every text goes
 * through `scrub`.
 */

export type TelemetryEvent =
  | {
      type: 'vital';
      name: 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP';
      value: number;
      rating: 'good' | 'needs-improvement' | 'poor';
      route: string;
      navigation?: string;
      at: number;
    }
  | {
      type: 'error';
      kind: 'error' | 'rejection';
      message: string;
      source?: string;
      line?: number;
      column?: number;
      stack?: string;
      route: string;
      at: number;
      count: number;
    }
  | {
      type: 'request';
      method: string;
      path: string;
      status: number;
      code: number;
      message?: string;
      route: string;
      at: number;
    };

export interface TelemetryBatch {
  v: 1;
  page: string;
  sampleRate: number;
  events: TelemetryEvent[];
}

/** A batch goes when this many reports wait… */
export const BATCH_SIZE = 20;
/** …or this long after the first of them (and always when the page is hidden or left). */
export const BATCH_DELAY_MS = 5_000;
/** At most this many reports per page load (an error in a loop must not flood the collector). */
export const MAX_EVENTS_PER_PAGE = 100;
/** The same error is reported at most this many times per page load (with its count). */
const MAX_REPEATS = 5;
const MAX_TEXT = 300;

const REDACTIONS: [RegExp, string][] = [
  // A URL's query and fragment (prompts and searches travel there, and links may carry tokens).
  [/(?<=\S)[?#][^\s'"()<>]+/g, ''],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  [/\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g, '[token]'],
  [/\b(?:sk|pk|rk)_(?:live|test)_\w+/g, '[key]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // Long opaque strings with digits (tokens, keys, signatures) and long digit runs (card or phone numbers).
  [/\b(?=[A-Za-z_+-]*\d)[A-Za-z0-9_+-]{32,}={0,2}/g, '[redacted]'],
  [/\d[\d -]{8,}\d/g, '[number]'],
];

/** A text as it may leave the browser: no token, key, e-mail, query string or long number; at most 300 chars. */
export function scrub(text: string, max = MAX_TEXT): string {
  let out = text;
  for (const [pattern, replacement] of REDACTIONS) out = out.replace(pattern, replacement);
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/** A script's address as a path without query (same-origin) or an origin-and-path (elsewhere). */
function sourceOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.href);
    return scrub(
      parsed.origin === window.location.origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`,
    );
  } catch {
    return scrub(url);
  }
}

function stackOf(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return undefined;
  const origin = window.location.origin;
  return scrub(stack.split('\n').slice(0, 9).join('\n').replaceAll(origin, ''), 1500);
}

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return scrub(`${reason.name}: ${reason.message}`);
  if (typeof reason === 'string') return scrub(reason);
  try {
    return scrub(JSON.stringify(reason) ?? String(reason));
  } catch {
    return 'unserialisable rejection';
  }
}

export interface TelemetryOptions {
  /** Where batches go (VITE_TELEMETRY_URL). */
  url: string;
  /** Share of page loads that report (VITE_TELEMETRY_SAMPLE_RATE). */
  sampleRate: number;
  /** Sends one batch; navigator.sendBeacon by default. */
  send?: (url: string, body: string) => boolean;
  random?: () => number;
  /** Loads the web-vitals reporter; the lazy chunk by default. */
  loadVitals?: () => Promise<{ observeVitals: (report: (event: TelemetryEvent) => void) => void }>;
}

export type ErrorKind = 'error' | 'rejection';
export interface ErrorPlace {
  source?: string;
  line?: number;
  column?: number;
}
export interface RequestFailure {
  method: string;
  url: string;
  status: number;
  code: number;
  message?: string;
}

export interface Telemetry {
  /** Whether this page load reports at all. */
  readonly active: boolean;
  report(event: TelemetryEvent): void;
  /** An uncaught error or unhandled rejection (the window's events call it; so does the early queue). */
  reportError(kind: ErrorKind, reason: unknown, at?: ErrorPlace): void;
  /** A failed backend call (HTTP error, error envelope or no answer). */
  reportRequest(failure: {
    method: string;
    url: string;
    status: number;
    code: number;
    message?: string;
  }): void;
  /** Sends what waits now (the page is being hidden or left). */
  flush(): void;
  /** Removes the listeners (tests). */
  stop(): void;
}

const beacon = (url: string, body: string) =>
  typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);

const now = () => Math.round(performance.now());
const route = () => window.location.pathname;

/** A page load that does not report. */
const INACTIVE: Telemetry = {
  active: false,
  report() {},
  reportError() {},
  reportRequest() {},
  flush() {},
  stop() {},
};

type Send = NonNullable<TelemetryOptions['send']>;

/**
 * Events wait in a batch, sent when BATCH_SIZE wait or BATCH_DELAY_MS after the first (or at `flush`), at most
 * MAX_EVENTS_PER_PAGE per page load.
 */
function createBatcher(url: string, sampleRate: number, send: Send) {
  const page = Math.floor(Math.random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  const waiting: TelemetryEvent[] = [];
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!waiting.length) return;
    const batch: TelemetryBatch = { v: 1, page, sampleRate, events: waiting.splice(0) };
    const body = JSON.stringify(batch);
    // A beacon that cannot be queued (too large, too many waiting) tries once more as a keepalive fetch.
    if (!send(url, body)) {
      void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
    }
  };

  const report = (event: TelemetryEvent) => {
    if (sent >= MAX_EVENTS_PER_PAGE) return;
    sent += 1;
    waiting.push(event);
    if (waiting.length >= BATCH_SIZE) flush();
    else timer ??= setTimeout(flush, BATCH_DELAY_MS);
  };

  return { report, flush };
}

/** Reports errors, the same one (kind, message, place) at most MAX_REPEATS times with its count. */
function createErrorReporter(report: (event: TelemetryEvent) => void): Telemetry['reportError'] {
  const repeats = new Map<string, number>();
  return (kind, reason, at) => {
    const message = messageOf(reason);
    // Errors from browser extensions are not the app's.
    if (at?.source && /^[a-z-]+-extension:/i.test(at.source)) return;
    const source = sourceOf(at?.source);
    const key = `${kind} ${message} ${source ?? ''} ${at?.line ?? ''}`;
    const count = (repeats.get(key) ?? 0) + 1;
    repeats.set(key, count);
    if (count > MAX_REPEATS) return;
    report({
      type: 'error',
      kind,
      message,
      ...(source ? { source } : {}),
      ...(at?.line ? { line: at.line } : {}),
      ...(at?.column ? { column: at.column } : {}),
      ...(stackOf(reason) ? { stack: stackOf(reason) } : {}),
      route: route(),
      at: now(),
      count,
    });
  };
}

/** The event of a failed backend call, or null for a call to the collector itself (no loop when it fails). */
function requestEvent(
  collector: string,
  { method, url: requestUrl, status, code, message }: RequestFailure,
): TelemetryEvent | null {
  let path = requestUrl;
  try {
    path = new URL(requestUrl, window.location.href).pathname;
  } catch {
    // keep what was given; scrub removes any query
  }
  if (requestUrl.startsWith(collector) || path === collector) return null;
  return {
    type: 'request',
    method: method.toUpperCase(),
    path: scrub(path),
    status,
    code,
    ...(message ? { message: scrub(message) } : {}),
    route: route(),
    at: now(),
  };
}

/** Starts reporting for this page load (or not: off when `url` is empty or the load is not sampled). */
export function createTelemetry(options: TelemetryOptions): Telemetry {
  const { url, sampleRate, send = beacon, random = Math.random } = options;
  const active = Boolean(url) && random() < sampleRate;
  if (!active) return INACTIVE;

  const { report, flush } = createBatcher(url, sampleRate, send);
  const reportError = createErrorReporter(report);

  const onError = (event: ErrorEvent) =>
    reportError('error', event.error ?? event.message, {
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  const onRejection = (event: PromiseRejectionEvent) => reportError('rejection', event.reason);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);

  // The landing route is the one the page-load metrics belong to.
  const landing = route();
  void (options.loadVitals ?? (() => import('./telemetryVitals')))()
    .then(({ observeVitals }) => observeVitals((event) => report({ ...event, route: landing })))
    .catch(() => undefined);

  return {
    active: true,
    report,
    reportError,
    reportRequest(failure) {
      const event = requestEvent(url, failure);
      if (event) report(event);
    },
    flush,
    stop() {
      flush();
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    },
  };
}
