import { resetMockState, server } from '../node';
import { ADMIN_ACCESS_TOKEN, DEMO_ACCESS_TOKEN } from '../db/seed';

/** Starts the shared MSW server for a test file (unless the global Jest setup already did). */
export function withMockServer(): void {
  const started = (globalThis as { __mockServerListening?: boolean }).__mockServerListening;
  beforeAll(() => {
    if (!started) server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => resetMockState());
  afterAll(() => {
    if (!started) server.close();
  });
}

export interface CallOptions {
  base?: 'api' | 'server';
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  token?: string | null;
  form?: FormData;
}

export interface CallResult<T = any> {
  status: number;
  body: { code: number | string; message: string; data: T; success?: boolean };
}

/** Calls the mock backend like the app does (absolute URL on the jsdom origin, bearer token). */
export async function call<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const { base = 'api', body, query, token = DEMO_ACCESS_TOKEN, form } = options;
  const url = new URL(`/${base}${path}`, 'http://localhost');
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const response = await fetch(url, { method: method.toUpperCase(), headers, body: payload });
  return { status: response.status, body: (await response.json()) as CallResult<T>['body'] };
}

export { ADMIN_ACCESS_TOKEN, DEMO_ACCESS_TOKEN };
