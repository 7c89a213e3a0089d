import { api, unwrap } from '../http';
import { baseApi } from '../baseApi';
import type { TaskCountType, UserInfo } from '../types';

/** The signed-in account and its running-task counts (the shell's header, every creation screen). */
export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, void>({
      queryFn: () => unwrap(api.GET('/user/info')),
      providesTags: ['User'],
    }),
    countTaskInProgress: build.query<number, { type: TaskCountType }>({
      queryFn: ({ type }) => unwrap(api.GET('/image/countTaskInProgress', { params: { query: { type } } })),
      providesTags: (_result, _error, { type }) => [{ type: 'TaskCount', id: type }, 'TaskCount'],
    }),
  }),
});

export const { useGetUserInfoQuery, useCountTaskInProgressQuery } = userApi;
