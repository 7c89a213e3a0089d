import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { setGallerySize } from '../db';
import type { UserRow } from '../db/types';
import { forceOutcome } from '../engine/tasks';
import { bearerToken, delay, envelope, userForToken } from '../http';

/**
 * Named handler sets that put the mock backend in a given situation. They are prepended to the
 * normal handlers (`server.use(...scenarios.outOfCredits)`, Storybook `parameters.msw.handlers`,
 * `?mock_scenario=outOfCredits`). Most of them change the state and then let the normal handler
 * answer (a resolver that returns nothing falls through), so the backend still behaves as a whole.
 */
export type ScenarioName =
  | 'default'
  | 'outOfCredits'
  | 'slowNetwork'
  | 'taskFails'
  | 'emptyGallery'
  | 'emptyLists'
  | 'serverError'
  | 'bigGallery';

const drained = new WeakSet<UserRow>();

type Resolver = Parameters<typeof http.all>[1];

/** Backend calls only: `*\/api/*` would also match dev-server modules such as /src/api/http.ts. */
export function isBackendCall(request: Request): boolean {
  return /^\/(api|server)\//.test(new URL(request.url).pathname);
}

function everyCall(resolver: Resolver): HttpHandler[] {
  return ['*/api/*', '*/server/*'].map((pattern) =>
    http.all(pattern, (info) => (isBackendCall(info.request) ? resolver(info) : undefined)),
  );
}

export const scenarios: Record<ScenarioName, HttpHandler[]> = {
  default: [],

  /** The signed-in user's balance drops to 0 once: every generation answers the 402 envelope. */
  outOfCredits: everyCall(({ request }) => {
    const user = userForToken(bearerToken(request));
    if (user && !drained.has(user)) {
      drained.add(user);
      user.points = 0;
    }
  }),

  /** 2–4 s on top of the normal latency for every call. */
  slowNetwork: everyCall(async () => {
    await delay([2000, 4000]);
  }),

  /** Every new generation record ends in failure. */
  taskFails: everyCall(() => {
    forceOutcome('failure');
  }),

  /** The public gallery is empty. */
  emptyGallery: [
    http.post('*/api/global/images', async ({ request }) => {
      let body: { current?: number; pageSize?: number } = {};
      try {
        body = (await request.clone().json()) as typeof body;
      } catch {
        // An unreadable body still gets an empty page.
      }
      return HttpResponse.json(
        envelope('api', 0, 'success', {
          list: [],
          current: Number(body.current) || 1,
          pageSize: Number(body.pageSize) || 40,
          total: 0,
        }),
      );
    }),
  ],

  /**
   * Every list the backend answers is empty: the normal handler answers, then its `list` (or a bare array) is
   * emptied and `total` set to 0. Shows each screen's empty state at once (the Storybook toolbar's "Empty").
   */
  emptyLists: everyCall(async ({ request }) => {
    const { handlers } = await import('../handlers');
    const response = await getResponse(handlers, request);
    if (!response || !response.headers.get('content-type')?.includes('json')) return response;
    const body = (await response.clone().json()) as { data?: unknown };
    const data = body.data;
    let emptied: unknown = data;
    if (Array.isArray(data)) emptied = [];
    else if (data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list))
      emptied = { ...data, list: [], total: 0 };
    return HttpResponse.json({ ...body, data: emptied }, { status: response.status });
  }),

  /** Every /api and /server call answers a 500 envelope. */
  serverError: everyCall(({ request }) => {
    const base = new URL(request.url).pathname.startsWith('/server/') ? 'server' : 'api';
    return HttpResponse.json(envelope(base, 500, 'Internal server error', null), { status: 500 });
  }),

  /** 5,000 gallery images (benchmarks). */
  bigGallery: everyCall(() => {
    setGallerySize('big');
  }),
};

export const SCENARIO_NAMES = Object.keys(scenarios) as ScenarioName[];

export function isScenario(name: string | null | undefined): name is ScenarioName {
  return !!name && Object.prototype.hasOwnProperty.call(scenarios, name);
}

/** Undoes the state a scenario left behind (forced outcomes, big gallery) when switching away. */
export function leaveScenarios(): void {
  forceOutcome(null);
  setGallerySize('default');
}
