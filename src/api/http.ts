import createClient, { type Middleware } from 'openapi-fetch';
import { config } from '@/config/env';
import {
  authorizationHeader,
  removeCookie,
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
} from '@/utils/cookies';
import { reportFailedRequest } from '@/utils/telemetry';
import { toast } from '@/utils/toast';
import { toNumberCode } from './envelopeCode';
import type { paths as ApiPaths } from './schema';
import { signinRedirectUrl } from '@/utils/safeRedirect';
import { acceptLanguage } from '@/hooks/useLanguage';

/** Spec 1 §7: every request gives up after 240 s. */
export const REQUEST_TIMEOUT_MS = 240_000;

export type ApiBase = 'api' | 'server';

/** The error every endpoint rejects with: HTTP status, envelope code (number) and a readable message. */
export interface ApiError {
  status: number | 'NETWORK' | 'TIMEOUT';
  code: number;
  message: string;
}

type Envelope = { code?: number | string; message?: string; msg?: string; success?: boolean; data?: unknown };

/** Pass `{ silent: true }` as a request option to keep the error toast away (the caller shows its own). */
export interface SilentOption {
  silent?: boolean;
}

let unauthorizedHandler: (redirectTarget: string) => void = (redirectTarget) => {
  window.location.assign(signinRedirectUrl(redirectTarget));
};

/** The app installs a router-aware handler; the default reloads the page at /signin. */
export function setUnauthorizedHandler(handler: (redirectTarget: string) => void) {
  unauthorizedHandler = handler;
}

function currentTarget(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function handleUnauthorized() {
  removeCookie(ACCESS_TOKEN_COOKIE);
  removeCookie(REFRESH_TOKEN_COOKIE);
  if (window.location.pathname.toLowerCase() === '/signin') return;
  unauthorizedHandler(currentTarget());
}

export { toNumberCode };

export function envelopeErrorMessage(code: number, message: string | undefined): string {
  return message && message.trim() ? message : `request fail: ${code} - ${message ?? ''}`;
}

export { authorizationHeader };

/**
 * Spec 1 §8 side effects of one answer: 401 (as HTTP status or envelope code) signs out to /signin;
 * another non-zero code toasts the server message; on `/server` a success flag that is not true
 * toasts 'request fail'. Returns the body with its code as a number, or null when it is no envelope.
 */
export function applyEnvelopeRules(
  base: ApiBase,
  status: number,
  body: unknown,
  silent: boolean,
): (Envelope & { code: number }) | null {
  if (status === 401) {
    handleUnauthorized();
    return null;
  }
  if (!body || typeof body !== 'object' || !('code' in body || 'success' in body)) return null;
  const envelope = body as Envelope;
  const code = toNumberCode(envelope.code);
  if (code === 401) {
    handleUnauthorized();
  } else if (code !== 0) {
    if (!silent) toast.error(envelopeErrorMessage(code, envelope.message ?? envelope.msg));
  } else if (base === 'server' && envelope.success !== true) {
    if (!silent) toast.error('request fail');
  }
  return { ...envelope, code };
}

/** RTK Query's result from an answer's status and (envelope) body: its `data`, or an ApiError. */
export function envelopeResult<T>(
  status: number,
  ok: boolean,
  statusText: string,
  body: Envelope | undefined,
): ApiResult<T> {
  const code = toNumberCode(body?.code);
  if (!ok || !body || code !== 0) {
    return {
      error: {
        status,
        code: body ? code : status,
        message: envelopeErrorMessage(code, body?.message ?? body?.msg ?? statusText),
      },
    };
  }
  return { data: body.data as T };
}

/**
 * The ApiError fields of a failure as callers meet it: a rejected mutation `.unwrap()` (typed `unknown`) or a
 * query's `error`. Anything that is not an object reads as no fields, so callers test `status`/`code`/`message`.
 */
export function readApiError(error: unknown): Partial<ApiError> {
  return error !== null && typeof error === 'object' ? (error as Partial<ApiError>) : {};
}

/** The error of a request that never got an answer. */
export function transportError(e: unknown): { error: ApiError } {
  const timeout = e instanceof DOMException && e.name === 'TimeoutError';
  return {
    error: {
      status: timeout ? 'TIMEOUT' : 'NETWORK',
      code: -1,
      message: timeout ? 'Request timed out' : e instanceof Error ? e.message : 'Network error',
    },
  };
}

const silentIds = new Set<string>();

export function createEnvelopeMiddleware(base: ApiBase): Middleware {
  return {
    onRequest({ request, id }) {
      if ((request as Request & SilentOption).silent) silentIds.add(id);
      const authorization = authorizationHeader();
      if (authorization) request.headers.set('Authorization', authorization);
      // The server answers its own messages in the language of the screens.
      request.headers.set('Accept-Language', acceptLanguage());
      return request;
    },
    async onResponse({ request, response, id }) {
      const silent = silentIds.delete(id);
      let body: unknown = null;
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 401 && type.includes('json')) {
        try {
          body = await response.clone().json();
        } catch {
          return undefined;
        }
      }
      const envelope = applyEnvelopeRules(base, response.status, body, silent);
      const failed =
        !response.ok ||
        (envelope !== null && (envelope.code !== 0 || (base === 'server' && envelope.success !== true)));
      if (failed) {
        reportFailedRequest({
          method: request.method,
          url: request.url,
          status: response.status,
          code: envelope ? envelope.code : -1,
          message: envelope?.message ?? envelope?.msg ?? response.statusText,
        });
      }
      if (!envelope || envelope.code === (body as Envelope).code) return undefined;
      // String codes become numbers so every caller compares against 0.
      return new Response(JSON.stringify(envelope), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
    onError({ error, id, request }) {
      silentIds.delete(id);
      // An abort is the app's own doing (a list replaced, a screen left); a timeout or a network error is not.
      const name = (error as { name?: unknown } | null)?.name;
      if (name !== 'AbortError') {
        console.error(`[http] ${request.method} ${request.url} failed`, error);
        reportFailedRequest({
          method: request.method,
          url: request.url,
          status: 0,
          code: -1,
          message: name === 'TimeoutError' ? 'Request timed out' : 'Network error',
        });
      }
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}

/** fetch with the 240 s limit; looks up globalThis.fetch per call so test interceptors apply. */
export function fetchWithTimeout(input: Request): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('Request timed out after 240 s', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const signal = AbortSignal.any([input.signal, timeout.signal]);
  return globalThis.fetch(input, { signal }).finally(() => clearTimeout(timer));
}

function absolute(base: string): string {
  return /^https?:/i.test(base) ? base : new URL(base, window.location.origin).toString().replace(/\/$/, '');
}

function makeClient(baseUrl: string, base: ApiBase) {
  const client = createClient<ApiPaths>({ baseUrl: absolute(baseUrl), fetch: fetchWithTimeout });
  client.use(createEnvelopeMiddleware(base));
  return client;
}

/** Client of the `/api` base. */
export const api = makeClient(config.apiBaseUrl, 'api');
/** Client of the `/server` base (also answers `success`). */
export const server = makeClient(config.serverBaseUrl, 'server');

/** What every endpoint's `queryFn` resolves to: the envelope's `data`, or an ApiError. */
export type ApiResult<T> = { data: T } | { error: ApiError };

/** An openapi-fetch answer: `data` on success (2xx), `error` otherwise. */
type FetchAnswer = { data?: unknown; error?: unknown; response: Response };

/**
 * The envelope's `data` type of an openapi-fetch answer, read from its success body (`A['data']`; the error branch
 * has none). A success body without `data` (the contract's `EmptyResponse`, `data: null`, which openapi-fetch's
 * types drop) gives `null`.
 */
type EnvelopeData<A extends FetchAnswer> =
  NonNullable<A['data']> extends infer E ? ('data' extends keyof E ? E['data'] : null) : never;

/**
 * Turns an openapi-fetch result into RTK Query's `{ data } | { error }`, unwrapping the envelope's `data`. Its type is
 * the contract's: an endpoint whose declared result type differs from the operation's envelope does not compile, so
 * no caller casts the result.
 */
export async function unwrap<A extends FetchAnswer>(
  pending: Promise<A>,
): Promise<ApiResult<EnvelopeData<A>>> {
  try {
    const { data, error, response } = await pending;
    const body = (data ?? error) as Envelope | undefined;
    return envelopeResult<EnvelopeData<A>>(response.status, response.ok, response.statusText, body);
  } catch (e) {
    return transportError(e);
  }
}
