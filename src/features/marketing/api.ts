import { baseApi } from '@/api/baseApi';
import type { UploadResult } from '@/api/types';
import { sendUpload } from '@/api/upload';

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
  }),
});

export const { useAnalyzeCategoryMutation, useUploadToRecordMutation } = marketingApi;
