import { getResponse, http, type HttpHandler } from 'msw';
import { errorResponse } from '../http';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { catalogHandlers } from './catalog';
import { galleryHandlers } from './gallery';
import { generationHandlers } from './generation';
import { artHandler, mediaHandlers, staticMediaHandler } from './media';
import { paymentHandlers } from './payments';
import { productHandlers } from './products';
import { telemetryHandler } from './telemetry';
import { uploadHandlers } from './upload';
import { userHandlers } from './user';

function isParametric(handler: HttpHandler): boolean {
  const path = String(handler.info.path);
  return path.includes('/:') || /\/\*$/.test(path);
}

/**
 * The one handler list (browser worker, Jest server, Storybook). Literal paths come before
 * parametric ones so that e.g. `/payment/levelList` is not taken by `/payment/:orderId`.
 */
const all: HttpHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...galleryHandlers,
  ...generationHandlers,
  ...productHandlers,
  ...paymentHandlers,
  ...catalogHandlers,
  ...uploadHandlers,
  ...adminHandlers,
  ...mediaHandlers,
];

/**
 * A malformed percent-encoding in a path would make MSW's own parameter decoding throw (and answer
 * an opaque 500); the backend answers the 400 envelope instead. Runs first, falls through otherwise.
 */
function malformedBase(request: Request): 'api' | 'server' | null {
  const path = new URL(request.url).pathname;
  const base = /^\/(api|server|mock-media)\//.exec(path)?.[1];
  if (!base) return null;
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return base === 'server' ? 'server' : 'api';
  }
}

const malformedPath: HttpHandler = http.all(
  ({ request }) => malformedBase(request) !== null,
  ({ request }) => errorResponse(malformedBase(request) ?? 'api', 400, 'Malformed URL'),
);

/** A call to a path the backend does not have gets the 404 envelope, like the real backend. */
const unknownEndpoint: HttpHandler[] = (['api', 'server'] as const).map((base) =>
  http.all(`*/${base}/*`, ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith(`/${base}/`)) return undefined;
    return errorResponse(base, 404, `No such endpoint: ${request.method} ${path}`);
  }),
);

/**
 * Pictures and clips come first: the feed asks for one picture per card (and a playing clip makes range
 * requests), and MSW tries the handlers in order, reading the request's cookies for every handler it
 * tries. Further down the list each picture cost about 150 tries; here it costs one. Neither handler
 * answers anything else (`/mock-media/art/` and `/media/` are theirs alone), and no scenario concerns them. The
 * telemetry beacons come before the scenarios too: a rehearsed outage's reports are what one wants to see.
 */
const early: HttpHandler[] = [artHandler, staticMediaHandler, telemetryHandler];

/**
 * The literal start of a handler's path, lower case (`/api/gallery/` for the path `*` + `/api/gallery/:id`), or
 * null when it has none to go by (a predicate, a RegExp, an absolute URL).
 */
export function literalStart(path: HttpHandler['info']['path']): string | null {
  if (typeof path !== 'string' || !path.startsWith('*/')) return null;
  const rest = path.slice(1);
  const end = rest.search(/[:*(?]/);
  return (end === -1 ? rest : rest.slice(0, end)).toLowerCase();
}

function methodFits(method: HttpHandler['info']['method'], actual: string): boolean {
  return method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual.toUpperCase();
}

/**
 * One front handler for a list: MSW tries handlers one by one, and every try reads the request's cookies
 * (document.cookie and its cookie store, appending them to the request) and compiles the handler's path. With
 * about 150 handlers a backend call cost up to 150 tries, and a request none answers (each script chunk the page
 * loads passes through the worker) all of them. This one picks the few whose method and literal path start fit
 * (MSW matches paths case-insensitively, and so does this) and lets MSW run just those, in the list's order.
 */
export function routed(list: readonly HttpHandler[]): HttpHandler {
  const entries = list.map((handler) => ({
    handler,
    start: literalStart(handler.info.path),
    method: handler.info.method,
  }));
  // A predicate rather than '*': MSW would decode the whole address for '*' and throw on a malformed one.
  return http.all(
    () => true,
    ({ request }) => {
      const path = new URL(request.url).pathname.toLowerCase();
      const candidates = entries
        .filter((e) => (e.start === null || path.startsWith(e.start)) && methodFits(e.method, request.method))
        .map((e) => e.handler);
      return candidates.length > 0 ? getResponse(candidates, request) : undefined;
    },
  );
}

/** The handler list with a scenario's handlers in front of every backend route (see browser.ts). */
export function handlersWith(scenario: readonly HttpHandler[]): HttpHandler[] {
  return [
    ...early,
    routed([
      ...scenario,
      malformedPath,
      ...all.filter((h) => !isParametric(h) && !early.includes(h)),
      ...all.filter((h) => isParametric(h) && !early.includes(h)),
      ...unknownEndpoint,
    ]),
  ];
}

export const handlers: HttpHandler[] = handlersWith([]);
