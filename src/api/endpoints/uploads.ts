import { api, unwrap, type ApiError } from '../http';
import { baseApi } from '../baseApi';
import type { UploadResult } from '../types';
import type { components } from '../schema';

export type UploadType = components['schemas']['UploadType'];

export interface UploadImageArgs {
  file: File;
  type?: UploadType;
  /** 20 for model upload, 22 (default) for inspiration references — spec 1 §9. */
  category_id?: number;
}

export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart upload; the caller shows its own message, so the global toast stays silent. */
    uploadImage: build.mutation<UploadResult, UploadImageArgs>({
      queryFn: async ({ file, type = 'upload', category_id = 22 }) => {
        const form = new FormData();
        form.append('file', file);
        form.append('type', type);
        form.append('category_id', String(category_id));
        // openapi-fetch sends FormData as it is; `silent` rides along as a request option (see http.ts).
        const init = { body: form as unknown as components['schemas']['UploadRequest'], silent: true };
        const result = await unwrap(api.POST('/image/upload', init));
        if ('error' in result) return result;
        const first = result.data?.[0];
        if (!first?.path) {
          return {
            error: { status: 200, code: -1, message: 'Upload response format error' } satisfies ApiError,
          };
        }
        return { data: first };
      },
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
