import { baseApi } from '../baseApi';
import type { UploadResult } from '../types';
import type { components } from '../schema';
import { sendUpload, type UploadError } from '../upload';

export type UploadType = components['schemas']['UploadType'];

/** Spec 3 §5: a reply without code 0 and a path in its data. */
export const UPLOAD_FORMAT_ERROR = 'Upload response format error';

/** Spec 1 §9: upload category ids, 22 by default (inspiration), 20 for model uploads. */
export const UPLOAD_CATEGORY = { default: 22, models: 20 } as const;

export interface UploadImageArgs {
  file: File;
  /** `upload`, or `models` for the avatar and model-image uploads (spec 3 §5). */
  type?: UploadType;
  category_id?: number;
  /** Also keep the picture as a product of the user's asset library (the upload's `library` field). */
  library?: boolean;
  /** Percent sent (0–99), then 100 once the server has the file (spec 1 §4). */
  onProgress?: (percent: number) => void;
}

export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The one upload call (multipart, with real progress through the upload transport). Silent: every
     * uploader shows its own message (spec 1 §8, spec 3 §5).
     */
    uploadImage: build.mutation<UploadResult, UploadImageArgs>({
      queryFn: async ({
        file,
        type = 'upload',
        category_id = UPLOAD_CATEGORY.default,
        library,
        onProgress,
      }) => {
        const body = new FormData();
        body.append('file', file);
        body.append('type', type);
        body.append('category_id', String(category_id));
        if (library) body.append('library', 'true');
        const result = await sendUpload<UploadResult[]>({ path: '/image/upload', body, onProgress });
        if ('error' in result) return result;
        const first = result.data?.[0];
        if (!first?.path) {
          return { error: { status: 200, code: -1, message: UPLOAD_FORMAT_ERROR } satisfies UploadError };
        }
        return { data: first };
      },
      // A product kept in the asset library: its lists show it.
      invalidatesTags: (_result, error, { library }) =>
        library && !error ? [{ type: 'Inspiration', id: 'LIST' }] : [],
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
