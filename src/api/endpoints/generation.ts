import { api, unwrap } from '../http';
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

/** Spec 3 §7 create product-image generation (marketing's Static and Try-On, one template each). */
export interface DescImageArgs {
  image_id: number;
  prompt_id: number | null;
  model: DescImageRequest['model'];
  prompt: string;
  images: string[];
  showType: 0 | 1;
}

/** Spec 3 §7 `POST /video/createVideo`. */
export interface CreateVideoArgs {
  image_id: number;
  modelType: string;
  prompt: string;
  prompt_id?: number | null;
  api_platform: string;
}

/** One description-image task: the contract's item, optionally with the aspect ratio (try-on). */
export type DescImageItem = DescImageRequest & { ar?: AspectRatio };

/**
 * Every creation debits credits and starts a task: credits, running counts and history refresh (spec 1
 * §7.1). A refused creation changes nothing.
 */
const CREATION_TAGS = ['History', 'Points', 'TaskCount'] as const;
const creationTags = (_result: unknown, error: unknown) => (error ? [] : [...CREATION_TAGS]);

/**
 * The creation calls, one definition each (they answer with a record id or a batch, and every screen
 * submits them through the task engine's `useCreationSubmit`). Silent: the screens word their outcome.
 */

export const generationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 2 §7 create generation (Inspiration). */
    createImageGeneration: build.mutation<CreatedRecord, ImageGenerationRequest>({
      queryFn: (body) => unwrap(api.POST('/action/imageGeneration', { body, ...SILENT })),
      invalidatesTags: creationTags,
    }),
    /** Spec 1 §7.1 / spec 2 §7 `/image/createDescImages`: try-on, vary/upscale, and every later batch. */
    createDescImages: build.mutation<BatchCreated, DescImageItem[]>({
      queryFn: (body) => unwrap(api.POST('/image/createDescImages', { body, ...SILENT })),
      invalidatesTags: creationTags,
    }),
    /** Spec 3 §7 create product-image generation (`POST /image/createDescImage`). */
    createDescImage: build.mutation<CreatedRecord, DescImageArgs>({
      queryFn: (body) => unwrap(api.POST('/image/createDescImage', { body, ...SILENT })),
      invalidatesTags: creationTags,
    }),
    /** Spec 3 §7 `POST /video/createVideo`. */
    createVideo: build.mutation<CreatedRecord, CreateVideoArgs>({
      queryFn: (body) => unwrap(api.POST('/video/createVideo', { body, ...SILENT })),
      invalidatesTags: creationTags,
    }),
  }),
});

export const {
  useCreateImageGenerationMutation,
  useCreateDescImagesMutation,
  useCreateDescImageMutation,
  useCreateVideoMutation,
} = generationApi;
