import { api, unwrap } from '../http';
import { baseApi } from '../baseApi';
import type { TaskCountType, UserInfo } from '../types';

/**
 * The signed-in account and its running-task counts (the shell's header, every creation screen). Both are read on
 * every page for the shell's own use, so they are silent: under an outage the page says once what failed (Explore's
 * inline "Couldn't load images."), not a toast beside it; a screen that needs them shows its own error (AdminGate).
 */
export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, void>({
      queryFn: () => unwrap(api.GET('/user/info', { silent: true })),
      providesTags: ['User'],
    }),
    countTaskInProgress: build.query<number, { type: TaskCountType }>({
      queryFn: ({ type }) =>
        unwrap(api.GET('/image/countTaskInProgress', { params: { query: { type } }, silent: true })),
      providesTags: (_result, _error, { type }) => [{ type: 'TaskCount', id: type }, 'TaskCount'],
    }),
  }),
});

export const { useGetUserInfoQuery, useCountTaskInProgressQuery } = userApi;
