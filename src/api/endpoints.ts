import { api, unwrap, type ApiError } from './http';
import { baseApi } from './baseApi';
import { applyConfirmedLike } from './likeCache';
import type {
  FunctionKey,
  ImageDetail,
  LikeState,
  Points,
  SetLikeRequest,
  TaskCountType,
  UploadResult,
  UserInfo,
} from './types';
import type { components } from './schema';

type UploadType = components['schemas']['UploadType'];

export interface UploadImageArgs {
  file: File;
  type?: UploadType;
  /** 20 for model upload, 22 (default) for inspiration references — spec 1 §9. */
  category_id?: number;
}

/**
 * Endpoints more than one feature needs (the shell, inspiration, explore, detail, info): account, credits,
 * running-task counts, function costs, uploads, image detail and likes. Features inject their own in `api.ts`.
 */
export const sharedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, void>({
      queryFn: () => unwrap(api.GET('/user/info')),
      providesTags: ['User'],
    }),
    getPoints: build.query<Points, void>({
      queryFn: () => unwrap(api.GET('/user/points')),
      providesTags: ['Points'],
    }),
    countTaskInProgress: build.query<number, { type: TaskCountType }>({
      queryFn: ({ type }) => unwrap(api.GET('/image/countTaskInProgress', { params: { query: { type } } })),
      providesTags: (_result, _error, { type }) => [{ type: 'TaskCount', id: type }, 'TaskCount'],
    }),
    getFunctionPoints: build.query<number, FunctionKey>({
      queryFn: async (key) => {
        const result = await unwrap(api.GET('/global/getFunction/{key}', { params: { path: { key } } }));
        return 'error' in result ? result : { data: result.data.points };
      },
      providesTags: (_result, _error, key) => [{ type: 'Function', id: key }],
    }),
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
    getImageInfo: build.query<ImageDetail, { image_id: number }>({
      // Silent: every screen that shows an image has its own not-found and retry states.
      queryFn: ({ image_id }) => {
        const init = { params: { query: { image_id } }, silent: true };
        return unwrap(api.GET('/image/info', init));
      },
      providesTags: (_result, _error, { image_id }) => [{ type: 'Image', id: image_id }],
    }),
    /** Flips the like only after the server confirms (spec 1 §4), then patches every cached copy (likeCache). */
    setLike: build.mutation<LikeState, SetLikeRequest>({
      queryFn: (body) => unwrap(api.POST('/image/setLike', { body })),
      invalidatesTags: [{ type: 'Likes', id: 'LIST' }],
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        try {
          applyConfirmedLike((await queryFulfilled).data, { dispatch, getState });
        } catch {
          // The toast from the http layer already told the user; nothing changes locally.
        }
      },
    }),
  }),
});

export const {
  useGetUserInfoQuery,
  useGetPointsQuery,
  useCountTaskInProgressQuery,
  useGetFunctionPointsQuery,
  useUploadImageMutation,
  useGetImageInfoQuery,
  useSetLikeMutation,
} = sharedApi;
