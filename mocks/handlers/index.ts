import { http, type HttpHandler } from 'msw';
import { errorResponse } from '../http';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { catalogHandlers } from './catalog';
import { galleryHandlers } from './gallery';
import { generationHandlers } from './generation';
import { mediaHandlers } from './media';
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

/** A call to a path the backend does not have gets the 404 envelope, like the real backend. */
const unknownEndpoint: HttpHandler[] = (['api', 'server'] as const).map((base) =>
  http.all(`*/${base}/*`, ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith(`/${base}/`)) return undefined;
    return errorResponse(base, 404, `No such endpoint: ${request.method} ${path}`);
  }),
);

export const handlers: HttpHandler[] = [
  ...all.filter((h) => !isParametric(h)),
  ...all.filter(isParametric),
  ...unknownEndpoint,
];
