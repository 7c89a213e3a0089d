import { api, unwrap } from '../http';
import { baseApi } from '../baseApi';
import type { FunctionKey, Points } from '../types';

/** Credits: the balance, and what one run of a function costs (spec 3 §9). */
export const pointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPoints: build.query<Points, void>({
      // Silent: the shell reads it on every page (see user.ts); an unknown balance leaves the check to the server.
      // A failed refresh is asked again by the shell (useShellData), which offers a retry when none ever loaded.
      queryFn: () => unwrap(api.GET('/user/points', { silent: true })),
      providesTags: ['Points'],
    }),
    getFunctionPoints: build.query<number, FunctionKey>({
      queryFn: async (key) => {
        const result = await unwrap(api.GET('/global/getFunction/{key}', { params: { path: { key } } }));
        return 'error' in result ? result : { data: result.data.points };
      },
      providesTags: (_result, _error, key) => [{ type: 'Function', id: key }],
    }),
  }),
});

export const { useGetPointsQuery, useGetFunctionPointsQuery } = pointsApi;
