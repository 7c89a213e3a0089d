import { api, unwrap } from '../http';
import { baseApi } from '../baseApi';
import { applyConfirmedLike } from '../likeCache';
import type { ImageDetail, LikeState, SetLikeRequest } from '../types';

/** One image: its detail (image detail, image info, marketing) and its like. */
export const imagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetImageInfoQuery, useSetLikeMutation } = imagesApi;
