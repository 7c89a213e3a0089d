import { delay, getResponse, http, HttpResponse } from 'msw';
import type { Product, ProductInfo } from '@/api/types';
import { handlers } from '@mocks/handlers';

/** A seeded creation of the demo user; its product is put in the state a story shows. */
export const IMAGE_ID = 101003;

const BASE: Product = {
  product_id: 7999,
  image_id: IMAGE_ID,
  production_status: 2,
  pre_sale_status: null,
  sampling_cost: 24,
  sampling_price: 24,
  sampling_count: 0,
  origin_price: 24,
  suggested_selling_price: 72,
  supplier: {
    name: 'Lumen Atelier',
    desc: 'Fine jewellery workshop in Shenzhen, lost-wax casting and stone setting.',
  },
  address: null,
};

/** `/product/info` (and the image's `product`) answered with this product; null: no product at all. */
export function withProduct(patch: Partial<Product> | null) {
  return [
    http.get('*/api/product/info', async ({ request }) => {
      const original = await getResponse(handlers, request);
      if (!original) return undefined;
      const body = (await original.json()) as { code: number; message: string; data: ProductInfo | null };
      if (!body.data) return HttpResponse.json(body, { status: original.status });
      const product = patch === null ? null : { ...BASE, ...patch };
      return HttpResponse.json({ ...body, data: { ...body.data, product } });
    }),
  ];
}

export const SAVED_ADDRESS = [
  http.get('*/server/product/address', () =>
    HttpResponse.json({
      code: 0,
      message: 'success',
      success: true,
      data: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '1 Harbour Road',
        city: 'Hong Kong',
        province: 'Wan Chai',
        zip: '999077',
        country: 'HK',
        phone: '+85212345678',
      },
    }),
  ),
];

export const INCOME_LOADING = [http.post('*/api/product/income', async () => delay('infinite'))];
export const INCOME_FAILS = [
  http.post('*/api/product/income', () =>
    HttpResponse.json({ code: 500, message: 'Income service unavailable', data: null }, { status: 500 }),
  ),
];
export const SERVER_ERROR = (path: string) => [
  http.get(path, () =>
    HttpResponse.json({ code: 500, message: 'Server error', data: null }, { status: 500 }),
  ),
];

/** Polls until `find` returns an element (play functions run before data arrives). */
export async function waitForElement<T>(find: () => T | null | undefined, timeout = 8000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - start > timeout) throw new Error('Element did not appear');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const buttonByText = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) ?? null;
