/** @jest-environment node */
import { pathPattern, routePreloadTable, type ScreenRoute } from './routePreloads';

const matches = (path: string, url: string) => new RegExp(pathPattern(path), 'i').test(url);

describe('pathPattern', () => {
  it('matches a React Router path over the whole pathname, case-insensitively', () => {
    expect(matches('/image/detail', '/image/detail')).toBe(true);
    expect(matches('/image/detail', '/Image/Detail/')).toBe(true);
    expect(matches('/image/detail', '/image/detail/more')).toBe(false);
    expect(matches('/image', '/image/detail')).toBe(false);
  });

  it('reads parameters, optional parameters and splats', () => {
    expect(matches('/tools/info/:id', '/tools/info/42')).toBe(true);
    expect(matches('/tools/info/:id', '/tools/info')).toBe(false);
    expect(matches('/tools/generate/:id?', '/tools/generate')).toBe(true);
    expect(matches('/tools/generate/:id?', '/tools/generate/7')).toBe(true);
    expect(matches('/admin/*', '/admin/a/b')).toBe(true);
    expect(matches('/a.b', '/aXb')).toBe(false);
  });
});

describe('routePreloadTable', () => {
  const screens: ScreenRoute[] = [
    { path: '/', modules: [] },
    { path: '/*', modules: ['index'] },
    { path: '/tools/info/:id', modules: ['info'] },
    { path: '/admin', modules: ['adminLayout', 'overview'] },
    { path: '/admin/*', modules: ['adminLayout', 'notFound'] },
    { path: '/image/detail', modules: ['detail'] },
  ];
  const chunks: Record<string, string[]> = {
    index: ['assets/Index.js'],
    info: ['assets/Info.js', 'assets/shared.js'],
    adminLayout: ['assets/AdminLayout.js', 'assets/shared.js'],
    overview: ['assets/Overview.js'],
    notFound: ['assets/NotFound.js'],
    detail: ['assets/Detail.js', 'assets/shared.js'],
  };
  const table = routePreloadTable(screens, (module) => chunks[module], '/');
  const preloadsOf = (url: string) => {
    const route = table.routes.find(([pattern]) => new RegExp(pattern, 'i').test(url));
    return route?.[1].map((index) => table.files[index]);
  };

  it('picks the most specific route first, as the router does', () => {
    expect(preloadsOf('/')).toEqual([]);
    expect(preloadsOf('/unknown/path')).toEqual(['/assets/Index.js']);
    expect(preloadsOf('/admin')).toEqual([
      '/assets/AdminLayout.js',
      '/assets/shared.js',
      '/assets/Overview.js',
    ]);
    expect(preloadsOf('/admin/nope')).toEqual([
      '/assets/AdminLayout.js',
      '/assets/shared.js',
      '/assets/NotFound.js',
    ]);
    expect(preloadsOf('/tools/info/9')).toEqual(['/assets/Info.js', '/assets/shared.js']);
  });

  it('lists each file once, prefixed with the base', () => {
    expect(table.files.filter((file) => file === '/assets/shared.js')).toHaveLength(1);
    expect(routePreloadTable(screens, (module) => chunks[module], '/app/').files[0]).toMatch(
      /^\/app\/assets\//,
    );
  });

  it("gives a split screen's parts apart, each without the route's own files", () => {
    const split = routePreloadTable(
      [{ path: '/marketing/content', modules: ['page'], parts: ['hero', 'workspace'] }],
      (module) =>
        ({
          page: ['assets/Page.js', 'assets/shared.js'],
          hero: ['assets/Hero.js', 'assets/shared.js'],
          workspace: ['assets/Workspace.js', 'assets/Tabs.js'],
        })[module] ?? [],
    );
    const [, files, parts] = split.routes[0];
    const names = (indexes: number[] | undefined) => indexes?.map((index) => split.files[index]);
    expect(names(files)).toEqual(['/assets/Page.js', '/assets/shared.js']);
    expect(names(parts?.[0])).toEqual(['/assets/Hero.js']);
    expect(names(parts?.[1])).toEqual(['/assets/Workspace.js', '/assets/Tabs.js']);
    expect(table.routes.every((route) => route.length === 2)).toBe(true);
  });
});
