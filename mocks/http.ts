import { http, HttpResponse, delay as mswDelay, type HttpHandler } from 'msw';
import type { paths } from '@/api/schema';
import { db, findUser } from './db';
import type { UserRow } from './db/types';
import { now } from './engine/clock';
import { MockError, unauthorized } from './errors';
import { getSettings, IS_JEST } from './settings';
import { localize, localizeData, wantsChinese } from './i18n';

/**
 * Handler helpers typed from the OpenAPI `paths`: a handler names its method and contract path, and
 * TypeScript checks that what it returns is the `data` of that operation's 200 answer. The helper
 * wraps the envelope (`{ code: 0, message, data }`, plus `success: true` on /server), the latency,
 * the random failure rate, the bearer token, and turns every thrown error into the error envelope.
 */

export type Base = 'api' | 'server';
type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type PathKey = keyof paths & string;

type OperationOf<P extends PathKey, M extends Method> = M extends keyof paths[P]
  ? NonNullable<paths[P][M]>
  : never;

type SuccessBody<Op> = Op extends { responses: { 200: { content: { 'application/json': infer B } } } }
  ? B
  : never;

/** The `data` of the operation's success envelope. */
export type DataOf<P extends PathKey, M extends Method> =
  SuccessBody<OperationOf<P, M>> extends { data: infer D } ? D : never;

/** Paths that define the given method. */
export type PathsWith<M extends Method> = {
  [P in PathKey]: OperationOf<P, M> extends never ? never : P;
}[PathKey];

/** A reply with its own message (the data is still checked against the contract). */
export interface Reply<D> {
  readonly __reply: true;
  data: D;
  message: string;
}

export function reply<D>(data: D, message: string): Reply<D> {
  return { __reply: true, data, message };
}

export interface Ctx {
  request: Request;
  base: Base;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The signed-in user, when the bearer token is valid. */
  user: UserRow | null;
  /** The signed-in user or a 401. */
  requireUser(): UserRow;
  /** The JSON body, or a 400 when it is not JSON. Empty body → {}. */
  json(): Promise<Record<string, unknown>>;
  /** The multipart body, or a 400. */
  form(): Promise<FormData>;
  token: string | null;
}

type Resolver<D> = (ctx: Ctx) => D | Reply<D> | Promise<D | Reply<D>>;

export interface RouteInfo {
  method: Method;
  path: string;
  base: Base;
}

/** Every route the mock answers (used by coverage tests). */
export const routeTable: RouteInfo[] = [];

export function envelope(base: Base, code: number, message: string, data: unknown) {
  return base === 'server' ? { code, message, success: code === 0, data } : { code, message, data };
}

export function errorResponse(base: Base, code: number, message: string): Response {
  return HttpResponse.json(envelope(base, code, message, null), {
    status: code >= 400 && code < 600 ? code : 400,
  });
}

/** Waits for the configured latency (none in Jest unless set). */
export async function delay(range: [number, number] = getSettings().latency): Promise<void> {
  const [min, max] = range;
  const ms = min + Math.random() * Math.max(0, max - min);
  if (ms > 0) await mswDelay(ms);
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  return m ? m[1].trim() : null;
}

/** The user behind a token; null for a missing, unknown or expired token. */
export function userForToken(token: string | null): UserRow | null {
  if (!token) return null;
  const session = db().sessions.find((s) => s.accessToken === token);
  if (!session || session.expiresAt <= now()) return null;
  return findUser(session.user_id) ?? null;
}

function msPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function makeCtx(request: Request, base: Base, params: Record<string, string>): Ctx {
  const token = bearerToken(request);
  const user = userForToken(token);
  let jsonCache: Promise<Record<string, unknown>> | null = null;
  return {
    request,
    base,
    params,
    query: new URL(request.url).searchParams,
    user,
    token,
    requireUser() {
      if (!user)
        throw unauthorized(token ? 'Your session has expired, please sign in again' : 'Please sign in first');
      return user;
    },
    json() {
      jsonCache ??= request
        .clone()
        .text()
        .then((text) => {
          if (!text.trim()) return {};
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            throw new MockError(400, 'Request body is not valid JSON');
          }
          if (parsed === null || typeof parsed !== 'object')
            throw new MockError(400, 'Request body must be a JSON object');
          return parsed as Record<string, unknown>;
        });
      return jsonCache;
    },
    async form() {
      try {
        return await request.clone().formData();
      } catch {
        throw new MockError(400, 'Request body must be multipart/form-data');
      }
    },
  };
}

function isReply<D>(value: D | Reply<D>): value is Reply<D> {
  return typeof value === 'object' && value !== null && (value as Reply<D>).__reply === true;
}

async function run<D>(
  request: Request,
  base: Base,
  params: Record<string, string>,
  resolve: Resolver<D>,
): Promise<Response> {
  try {
    await delay();
    const { failRate } = getSettings();
    if (failRate > 0 && Math.random() < failRate) {
      return errorResponse(base, 500, 'Internal server error (simulated by the mock failure rate)');
    }
    const result = await resolve(makeCtx(request, base, params));
    const { data, message } = isReply(result) ? result : { data: result, message: 'success' };
    const chinese = wantsChinese(request);
    return HttpResponse.json(
      envelope(base, 0, localize(message, chinese), localizeData(data ?? null, chinese)),
    );
  } catch (error) {
    if (error instanceof MockError)
      return errorResponse(base, error.code, localize(error.message, wantsChinese(request)));
    if (!IS_JEST) console.error('[mock] handler crashed', request.method, request.url, error);
    return errorResponse(
      base,
      500,
      `Internal server error: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Declares the handler of one contract operation on its base(s). The resolver returns the operation's
 * `data` (or `reply(data, message)`), or throws a MockError.
 */
export function route<M extends Method, P extends PathsWith<M>>(
  method: M,
  path: P,
  bases: readonly Base[],
  resolve: Resolver<DataOf<P, M>>,
): HttpHandler[] {
  return bases.map((base) => {
    routeTable.push({ method, path, base });
    const url = `*/${base}${msPath(path)}`;
    return http[method](url, ({ request, params }) =>
      run(request, base, params as Record<string, string>, resolve),
    );
  });
}

/** Same helper for mock-only routes that are not in the contract (media, payment provider). */
export function mockRoute(
  method: Method,
  url: string,
  resolve: (ctx: Ctx) => unknown | Promise<unknown>,
): HttpHandler {
  return http[method](url, ({ request, params }) =>
    run(request, 'api', params as Record<string, string>, resolve),
  );
}
