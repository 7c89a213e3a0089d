import type { HttpHandler } from 'msw';
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

export const handlers: HttpHandler[] = [...all.filter((h) => !isParametric(h)), ...all.filter(isParametric)];
