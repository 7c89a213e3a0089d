import { makeApiStore as makeStore } from '@/test/apiStore';
import { imagesApi as sharedApi } from '@/api/endpoints/images';
import { pointsApi } from '@/api/endpoints/points';
import { uploadsApi } from '@/api/endpoints/uploads';
import { writeCookie } from '@/utils/cookies';
import { toast } from '@/utils/toast';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { db } from '@mocks/db';

jest.mock('@/utils/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));
afterEach(() => jest.clearAllMocks());

describe('shared endpoints', () => {
  it('loads an image and reports an unknown one as a 404 without a toast (screens show their own state)', async () => {
    const store = makeStore();
    const found = await store.dispatch(sharedApi.endpoints.getImageInfo.initiate({ image_id: 1001 }));
    expect(found.data?.image_id).toBe(1001);
    const missing = await store.dispatch(sharedApi.endpoints.getImageInfo.initiate({ image_id: 987654 }));
    expect(missing.error).toMatchObject({ code: 404 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('patches the cached image with the like state the server confirmed', async () => {
    const store = makeStore();
    const before = (await store.dispatch(sharedApi.endpoints.getImageInfo.initiate({ image_id: 1001 })))
      .data!;
    const liked = await store.dispatch(
      sharedApi.endpoints.setLike.initiate({ image_id: 1001, isLike: !before.isLike }),
    );
    expect(liked.data?.isLike).toBe(!before.isLike);
    const cached = sharedApi.endpoints.getImageInfo.select({ image_id: 1001 })(store.getState()).data!;
    expect(cached.isLike).toBe(!before.isLike);
    expect(cached.likeNum).toBe(before.likeNum + (before.isLike ? -1 : 1));
  });

  it('uploads the real file and returns the first upload result', async () => {
    const store = makeStore();
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
    const file = new File([bytes], 'ref.png', { type: 'image/png' });
    const result = await store.dispatch(uploadsApi.endpoints.uploadImage.initiate({ file }));
    expect(result.data).toMatchObject({ path: expect.any(String), image_id: expect.any(Number) });
    const stored = db().uploads.find((u) => u.image_id === result.data!.image_id)!;
    expect(stored).toMatchObject({ name: 'ref.png', mime: 'image/png', size: bytes.length });
  });

  it('reads the cost of a function from its key', async () => {
    const store = makeStore();
    const cost = await store.dispatch(pointsApi.endpoints.getFunctionPoints.initiate('imageGeneration'));
    expect(cost.data).toBe(4);
  });
});
