import { api, unwrap, type ApiError } from '../http';
import { baseApi } from '../baseApi';
import type {
  AspectRatio,
  BatchCreated,
  CreatedRecord,
  DescImageRequest,
  ImageGenerationRequest,
} from '../types';

/** Creation screens report their own outcome (credits, 'Mission submission failed.'), so no global toast. */
const SILENT = { silent: true } as const;

type Result<T> = Promise<{ data: T } | { error: ApiError }>;

/** One description-image task: the contract's item, optionally with the aspect ratio (try-on). */
export type DescImageItem = DescImageRequest & { ar?: AspectRatio };

/** Every creation debits credits and starts a task: credits, running counts and history refresh (spec 1 §7.1). */
const CREATION_TAGS = ['History', 'Points', 'TaskCount'] as const;

export const generationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 2 §7 create generation (Inspiration). */
    createImageGeneration: build.mutation<CreatedRecord, ImageGenerationRequest>({
      queryFn: (body) =>
        unwrap(api.POST('/action/imageGeneration', { body, ...SILENT })) as Result<CreatedRecord>,
      invalidatesTags: (_result, error) => (error ? [] : [...CREATION_TAGS]),
    }),
    /** Spec 1 §7.1 / spec 2 §7 `/image/createDescImages`: try-on, vary/upscale, and every later batch. */
    createDescImages: build.mutation<BatchCreated, DescImageItem[]>({
      queryFn: (body) =>
        unwrap(api.POST('/image/createDescImages', { body, ...SILENT })) as Result<BatchCreated>,
      invalidatesTags: (_result, error) => (error ? [] : [...CREATION_TAGS]),
    }),
  }),
});

export const { useCreateImageGenerationMutation, useCreateDescImagesMutation } = generationApi;
