import { config } from '@/config/env';
import { toNumberCode } from './envelopeCode';
import { authorizationHeader } from '@/utils/cookies';

/**
 * A screen's first request, asked by index.html's inline script before the app's JS has arrived
 * (docs/architecture.md "First paint"), and handed to the app's transport (`fetchWithTimeout`) when the screen asks
 * the same: one GET to the same URL with the same Authorization and Accept-Language. Taken once; never reused by a
 * later request (a retry or a refetch asks the server again).
 */
interface EarlyRequest {
  url: string;
  authorization: string | null;
  language: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by index.html's inline script (src/app/headStart.ts); taken by `takeEarlyResponse`. */
    atelierEarlyRequests?: EarlyRequest[];
    /**
     * `takeEarlyResponse`, installed by the inline script with its first request: the app's transport calls it
     * through `window`, so the matching code stays in the inline script and out of the app's initial JS.
     */
    atelierTakeEarlyResponse?: (request: Request) => Promise<Response> | undefined;
    /**
     * The early answers' data (envelope code 0) by URL, once in: a screen's first render shows it (`useEarlyData`)
     * instead of a loading state, so what the prerendered screen already shows stays where it is.
     */
    atelierEarlyData?: Record<string, unknown>;
  }
}

/** The absolute URL openapi-fetch asks for `path` of the `/api` base with these query parameters. */
export function apiUrl(path: string, query: Record<string, string | number>): string {
  const base = config.apiBaseUrl.replace(/\/$/, '');
  const absolute = /^https?:/i.test(base) ? base : new URL(base, window.location.origin).toString();
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${absolute.replace(/\/$/, '')}${path}?${search}`;
}

/**
 * Asks `url` now (GET) with the headers the app would send; resolves to the answer's data when the envelope's code
 * is 0 (kept for `earlyData` too), else null.
 */
export function startEarlyGet(url: string, language: string): Promise<unknown> {
  const authorization = authorizationHeader();
  const headers: Record<string, string> = { 'Accept-Language': language };
  if (authorization) headers.Authorization = authorization;
  const response = fetch(url, { headers });
  (window.atelierEarlyRequests ??= []).push({ url, authorization, language, response });
  window.atelierTakeEarlyResponse = takeEarlyResponse;
  return response
    .then((answer) =>
      answer.ok ? (answer.clone().json() as Promise<{ code?: unknown; data?: unknown }>) : null,
    )
    .then((envelope) => {
      const data = envelope && toNumberCode(envelope.code) === 0 ? envelope.data : null;
      if (data != null) (window.atelierEarlyData ??= {})[url] = data;
      return data ?? null;
    })
    .catch(() => null);
}

/** The data index.html's early request to `url` got, if it is in (`startEarlyGet`). */
export const earlyData = (url: string): unknown => window.atelierEarlyData?.[url];

/** Once the screen's query has its own answer: a later visit asks the server. */
export function dropEarlyData(url: string): void {
  if (window.atelierEarlyData) delete window.atelierEarlyData[url];
}

/** The answer index.html already asked for, when `request` is the same GET; taken once. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const early = window.atelierEarlyRequests;
  if (!early?.length || request.method !== 'GET') return undefined;
  const at = early.findIndex(
    (entry) =>
      entry.url === request.url &&
      entry.authorization === request.headers.get('Authorization') &&
      entry.language === request.headers.get('Accept-Language'),
  );
  if (at < 0) return undefined;
  return early.splice(at, 1)[0].response;
}
