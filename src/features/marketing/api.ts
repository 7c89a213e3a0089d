import { baseApi } from '@/api/baseApi';
import { api, unwrap, type ApiError } from '@/api/http';
import type { CreatedRecord, DescImageRequest, GalleryPage, UploadResult } from '@/api/types';
import { sendUpload } from '@/api/upload';
import { ASSET_PAGE_SIZE } from './constants';

export interface AnalyzeResult {
  category_id: number;
  name?: string;
  children: { category_id: number; name?: string };
}

export interface RecordUploadArgs {
  file?: File;
  image_id?: number;
  category_id?: number | null;
}

export interface DescImageArgs {
  image_id: number;
  prompt_id: number | null;
  model: DescImageRequest['model'];
  prompt: string;
  images: string[];
  showType: 0 | 1;
}

/** Marketing's calls (spec 3 §7). Uploads go through the upload transport, with progress. */
export const marketingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /image/analyzeCategory`: the product's category and child. */
    analyzeCategory: build.mutation<AnalyzeResult, { file: File; onProgress?: (percent: number) => void }>({
      queryFn: ({ file, onProgress }) => {
        const body = new FormData();
        body.append('file', file);
        return sendUpload<AnalyzeResult>({ path: '/image/analyzeCategory', body, onProgress });
      },
    }),
    /** `POST /image/upload2Record`: the picture (or a library image) becomes a marketing source. */
    uploadToRecord: build.mutation<UploadResult, RecordUploadArgs>({
      queryFn: async ({ file, image_id, category_id }) => {
        const body = new FormData();
        if (file) {
          body.append('file', file);
          body.append('type', 'upload');
        }
        if (image_id !== undefined) body.append('image_id', String(image_id));
        if (category_id) body.append('category_id', String(category_id));
        const result = await sendUpload<UploadResult | UploadResult[]>({
          path: '/image/upload2Record',
          body,
        });
        if ('error' in result) return result;
        const data = Array.isArray(result.data) ? result.data[0] : result.data;
        return { data };
      },
      invalidatesTags: ['History'],
    }),
    /** Spec 3 §7 create product-image generation (`POST /image/createDescImage`). */
    createDescImage: build.mutation<CreatedRecord, DescImageArgs>({
      queryFn: (body) =>
        unwrap(api.POST('/image/createDescImage', { body, silent: true })) as Promise<
          { data: CreatedRecord } | { error: ApiError }
        >,
      invalidatesTags: (_result, error) => (error ? [] : ['History', 'Points', 'TaskCount']),
    }),
    /** Spec 3 §7 asset list: the user's inspiration images, 18 per page. */
    getAssetLibrary: build.query<GalleryPage, { current: number }>({
      queryFn: ({ current }) =>
        unwrap(
          api.GET('/image/self', {
            params: { query: { current, pageSize: ASSET_PAGE_SIZE, type: 'inspiration' } },
          }),
        ) as Promise<{ data: GalleryPage } | { error: ApiError }>,
    }),
  }),
});

export const {
  useAnalyzeCategoryMutation,
  useUploadToRecordMutation,
  useCreateDescImageMutation,
  useGetAssetLibraryQuery,
} = marketingApi;
