import { config } from '@/config/env';
import type { ErrorKind, ErrorPlace, RequestFailure, Telemetry } from './telemetryClient';
import { whenIdle } from './schedule';

/**
 * Field metrics and error reports (issue 28; docs/architecture.md "Telemetry"). With VITE_TELEMETRY_URL set, a
 * sampled page load reports its web-vitals, uncaught errors, unhandled rejections and failed backend calls to that
 * address with navigator.sendBeacon. Off — no listener, no chunk fetched — when the variable is empty or the load
 * is not in the sample (VITE_TELEMETRY_SAMPLE_RATE, decided once per page load).
 *
 * This part is in the initial JS and stays tiny: it listens from the first moment and keeps what happens until the
 * client (./telemetryClient.ts: batching, scrubbing, sending; a lazy chunk) has loaded after the first screen.
 */

type Happened =
  { kind: ErrorKind; reason: unknown; at?: ErrorPlace } | { kind: 'request'; failure: RequestFailure };

/** What happened before the client loaded (a page that throws in a loop keeps only the first ones). */
const early: Happened[] = [];
const EARLY_LIMIT = 50;
let client: Telemetry | null = null;
let started = false;

function pass(item: Happened) {
  if (client) {
    if (item.kind === 'request') client.reportRequest(item.failure);
    else client.reportError(item.kind, item.reason, item.at);
  } else if (started && early.length < EARLY_LIMIT) early.push(item);
}

const onError = (event: ErrorEvent) =>
  pass({
    kind: 'error',
    reason: event.error ?? event.message,
    at: { source: event.filename, line: event.lineno, column: event.colno },
  });
const onRejection = (event: PromiseRejectionEvent) => pass({ kind: 'rejection', reason: event.reason });

/** Starts telemetry from the build's configuration (src/main.tsx, before anything else runs). */
export function startTelemetry(random = Math.random): void {
  if (started || !config.telemetryUrl || random() >= config.telemetrySampleRate) return;
  started = true;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  whenIdle(() => {
    void import('./telemetryClient').then(({ createTelemetry }) => {
      // The client listens itself from now on.
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      client = createTelemetry({
        url: config.telemetryUrl,
        sampleRate: config.telemetrySampleRate,
        random: () => 0,
      });
      early.splice(0).forEach(pass);
    });
  });
}

/** Reports a failed backend call (src/api: http.ts and upload.ts); nothing when telemetry is off. */
export function reportFailedRequest(failure: RequestFailure): void {
  pass({ kind: 'request', failure });
}
