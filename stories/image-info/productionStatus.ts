import { getResponse, http, HttpResponse } from 'msw';
import type { ImageDetail, Product } from '@/api/types';
import { handlers } from '@mocks/handlers';

/**
 * The image as the mock backend answers it, with its product put in one production status (or no
 * product at all), so every state of 'Go to Making & Pre-sale' can be shown on one image.
 */
export function withProductionStatus(status: Product['production_status'] | null) {
  return [
    http.get('*/api/image/info', async ({ request }) => {
      const original = await getResponse(handlers, request);
      if (!original) return undefined;
      const body = (await original.json()) as { code: number; message: string; data: ImageDetail | null };
      if (!body.data) return HttpResponse.json(body, { status: original.status });
      const product: Product | null =
        status === null
          ? null
          : {
              ...(body.data.product ?? { product_id: 7999, image_id: body.data.image_id }),
              production_status: status,
            };
      return HttpResponse.json({ ...body, data: { ...body.data, product } });
    }),
  ];
}
