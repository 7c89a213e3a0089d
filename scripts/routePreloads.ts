/** A leaf of the route table: its full path pattern and the lazy modules its branch loads (layouts first). */
export interface ScreenRoute {
  path: string;
  modules: string[];
  /** A screen split in parts chosen by the URL (scripts/screenParts.json): [without an image, with one]. */
  parts?: [withoutImage: string, withImage: string];
}

/**
 * What index.html's first-paint script reads: chunk files, and [pattern, file indexes, parts?] most specific first,
 * where parts are the file indexes of the part shown without an image in the URL and of the one shown with one
 * (beyond the route's own files).
 */
export interface RoutePreloadTable {
  files: string[];
  routes: RoutePreload[];
}
export type RoutePreload = [pattern: string, files: number[], parts?: [number[], number[]]];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A React Router path as a case-insensitive-ready regular expression over the whole pathname. */
export function pathPattern(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return `^${body}/?$`;
}

/** Static segments outrank parameters, which outrank a splat; longer paths first (close to React Router). */
function rank(path: string): number[] {
  const segments = path.split('/').filter(Boolean);
  const splat = segments.includes('*') ? 0 : 1;
  const statics = segments.filter((segment) => segment !== '*' && !segment.startsWith(':')).length;
  return [splat, statics, segments.length];
}

const byRank = (a: ScreenRoute, b: ScreenRoute) => {
  const [x, y] = [rank(a.path), rank(b.path)];
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return y[i] - x[i];
  return 0;
};

/**
 * The modulepreload table of index.html: for each route, the chunk files its branch's lazy screens need beyond
 * the initial JS (`filesOf`), shared through one file list so the inline script stays small.
 */
export function routePreloadTable(
  screens: ScreenRoute[],
  filesOf: (module: string) => string[],
  base = '/',
): RoutePreloadTable {
  const files: string[] = [];
  const indexOf = (file: string) => {
    const url = `${base}${file}`;
    const at = files.indexOf(url);
    return at >= 0 ? at : files.push(url) - 1;
  };
  // Routes without lazy screens stay in (with nothing to preload): Explore's `/` must win over the splat.
  const routes = [...screens].sort(byRank).map((screen): RoutePreload => {
    const needed = [...new Set(screen.modules.flatMap(filesOf))];
    const route: RoutePreload = [pathPattern(screen.path), needed.map(indexOf)];
    if (screen.parts) {
      const partFiles = (part: string) =>
        [...new Set(filesOf(part))].filter((file) => !needed.includes(file)).map(indexOf);
      route.push([partFiles(screen.parts[0]), partFiles(screen.parts[1])]);
    }
    return route;
  });
  return { files, routes };
}
