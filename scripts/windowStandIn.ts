/**
 * Runs `work` with a brief `window` stand-in when Node has none: a few of the app's modules read `window` when
 * imported (the API base's origin, media queries, stored preferences). For the build's readers of the app's own
 * modules in Node (scripts/prerender.ts); nothing they render reads more than this.
 */
export async function withWindowStandIn<T>(work: () => Promise<T>): Promise<T> {
  const stand = globalThis as { window?: unknown };
  const had = 'window' in stand;
  if (!had) {
    stand.window = {
      location: { origin: 'http://localhost' },
      matchMedia: () => ({ matches: false }),
      localStorage: { getItem: () => null },
      // A listener a part adds while rendering (cross-tab notices) never fires at build time.
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }
  try {
    return await work();
  } finally {
    if (!had) delete stand.window;
  }
}
