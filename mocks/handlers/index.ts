import { http, type HttpHandler } from 'msw';
import { errorResponse } from '../http';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { catalogHandlers } from './catalog';
import { galleryHandlers } from './gallery';
import { generationHandlers } from './generation';
import { artHandler, mediaHandlers, staticMediaHandler } from './media';
import { paymentHandlers } from './payments';
import { productHandlers } from './products';
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
 * answers anything else (`/mock-media/art/` and `/media/` are theirs alone), and no scenario concerns them.
 */
const early: HttpHandler[] = [artHandler, staticMediaHandler];

/** The handler list with a scenario's handlers in front of every backend route (see browser.ts). */
export function handlersWith(scenario: readonly HttpHandler[]): HttpHandler[] {
  return [
    ...early,
    ...scenario,
    malformedPath,
    ...all.filter((h) => !isParametric(h) && !early.includes(h)),
    ...all.filter((h) => isParametric(h) && !early.includes(h)),
    ...unknownEndpoint,
  ];
}

export const handlers: HttpHandler[] = handlersWith([]);
