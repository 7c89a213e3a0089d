import { baseApi } from '@/api/baseApi';
import { api, unwrap } from '@/api/http';
import type { VideoModelType } from '@/api/types';
import { HIDDEN_VIDEO_MODELS } from './constants';

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
  }),
});

export const { useGetVideoModelTypesQuery } = videoApi;
