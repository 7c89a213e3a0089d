import createClient, { type Middleware } from 'openapi-fetch';
import { config } from '@/config/env';
import { getAccessToken, removeCookie, ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@/utils/cookies';
import { toast } from '@/utils/toast';
import type { paths as ApiPaths } from './schema';
import { signinRedirectUrl } from '@/utils/safeRedirect';

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

export function toNumberCode(code: unknown): number {
  if (typeof code === 'number') return code;
  if (typeof code === 'string' && code.trim() !== '' && !Number.isNaN(Number(code))) return Number(code);
  return code === undefined || code === null ? 0 : -1;
}

export function envelopeErrorMessage(code: number, message: string | undefined): string {
  return message && message.trim() ? message : `request fail: ${code} - ${message ?? ''}`;
}

const silentIds = new Set<string>();

export function createEnvelopeMiddleware(base: ApiBase): Middleware {
  return {
    onRequest({ request, id }) {
      if ((request as Request & SilentOption).silent) silentIds.add(id);
      const token = getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response, id }) {
      const silent = silentIds.delete(id);
      if (response.status === 401) {
        handleUnauthorized();
        return undefined;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('json')) return undefined;
      let body: Envelope;
      try {
        body = (await response.clone().json()) as Envelope;
      } catch {
        return undefined;
      }
      if (!body || typeof body !== 'object' || !('code' in body || 'success' in body)) return undefined;
      const code = toNumberCode(body.code);
      if (code === 401) {
        handleUnauthorized();
      } else if (code !== 0) {
        if (!silent) toast.error(envelopeErrorMessage(code, body.message ?? body.msg));
      } else if (base === 'server' && body.success !== true) {
        if (!silent) toast.error('request fail');
      }
      if (code === body.code) return undefined;
      // String codes become numbers so every caller compares against 0.
      return new Response(JSON.stringify({ ...body, code }), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
    onError({ error, id, request }) {
      silentIds.delete(id);
      console.error(`[http] ${request.method} ${request.url} failed`, error);
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

/** Turns an openapi-fetch result into RTK Query's `{ data } | { error }`, unwrapping the envelope's `data`. */
export async function unwrap<E extends Envelope>(
  pending: Promise<{ data?: E; error?: unknown; response: Response }>,
): Promise<{ data: NonNullable<E['data']> | E['data'] } | { error: ApiError }> {
  try {
    const { data, error, response } = await pending;
    const body = (data ?? error) as Envelope | undefined;
    const code = toNumberCode(body?.code);
    if (!response.ok || !body || code !== 0) {
      return {
        error: {
          status: response.status,
          code: body ? code : response.status,
          message: envelopeErrorMessage(code, body?.message ?? body?.msg ?? response.statusText),
        },
      };
    }
    return { data: (body as E).data as E['data'] };
  } catch (e) {
    const timeout = e instanceof DOMException && e.name === 'TimeoutError';
    return {
      error: {
        status: timeout ? 'TIMEOUT' : 'NETWORK',
        code: -1,
        message: timeout ? 'Request timed out' : e instanceof Error ? e.message : 'Network error',
      },
    };
  }
}
