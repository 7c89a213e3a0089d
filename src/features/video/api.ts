import { baseApi } from '@/api/baseApi';
import { api, unwrap, type ApiError } from '@/api/http';
import type { CreatedRecord, VideoModelType } from '@/api/types';
import { HIDDEN_VIDEO_MODELS } from './constants';

export interface CreateVideoArgs {
  image_id: number;
  modelType: string;
  prompt: string;
  prompt_id?: number | null;
  api_platform: string;
}

/** Spec 3 §5: runway and pollo seedance lite are never offered. */
export const visibleVideoModels = (models: readonly VideoModelType[]) =>
  models.filter((model) => !HIDDEN_VIDEO_MODELS.some((pattern) => pattern.test(model.label)));

/** The video engine's calls (spec 3 §7). */
export const videoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /video/getVideoModelTypes`, already without the hidden models. */
    getVideoModelTypes: build.query<VideoModelType[], void>({
      queryFn: async () => {
        const result = await unwrap(api.GET('/video/getVideoModelTypes'));
        return 'error' in result ? result : { data: visibleVideoModels(result.data ?? []) };
      },
    }),
    /** `POST /video/createVideo`: the caller shows its own messages (spec 3 §8). */
    createVideo: build.mutation<CreatedRecord, CreateVideoArgs>({
      queryFn: (body) =>
        unwrap(api.POST('/video/createVideo', { body, silent: true })) as Promise<
          { data: CreatedRecord } | { error: ApiError }
        >,
      invalidatesTags: (_result, error) => (error ? [] : ['History', 'Points', 'TaskCount']),
    }),
  }),
});

export const { useGetVideoModelTypesQuery, useCreateVideoMutation } = videoApi;
