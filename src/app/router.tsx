import { createBrowserRouter, type RouteObject } from 'react-router-dom';

// Skeleton route table; the shell (issue 3) owns and completes it.
export const routes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('@/pages/explore/ExplorePage')).default }) },
  {
    path: '/image/detail',
    lazy: async () => ({ Component: (await import('@/pages/image/ImageDetailPage')).default }),
  },
  {
    path: '/tools/inspiration',
    lazy: async () => ({ Component: (await import('@/pages/tools/InspirationPage')).default }),
  },
  {
    path: '/tools/info/:id',
    lazy: async () => ({ Component: (await import('@/pages/tools/InfoPage')).default }),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
