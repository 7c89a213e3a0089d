import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * A lazily loaded module. A screen split in parts of its own (e.g. the marketing hero and workspace) exports
 * `ready()`, which loads the part the current URL shows: it is awaited before the screen counts as loaded.
 */
export interface ScreenModule<T> {
  default: T;
  ready?: () => Promise<unknown> | undefined;
}

/**
 * `React.lazy` with a `preload()` to start fetching the chunk early (on hover, focus or idle, or before the first
 * render for the screen a page opens on), so code kept out of the initial bundle shows without a visible wait.
 * Once the chunk has arrived, a new mount renders the component at once instead of suspending for a turn first
 * (`React.lazy` alone suspends on its first render even when the import is done): the screen a page opens on
 * paints in the app's first commit (docs/architecture.md, "Routing and the first page").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors React.lazy's own constraint
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<ScreenModule<T>>) {
  let pending: Promise<ScreenModule<T>> | undefined;
  let loaded: T | undefined;
  const preload = (): Promise<ScreenModule<T>> =>
    (pending ??= load().then(
      async (module) => {
        // A part that fails to load fails where it renders (its own Suspense), not the whole screen.
        await module.ready?.()?.catch(() => undefined);
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Issue 41 §9: a chunk that failed (a dropped connection) is fetched again by the next preload or mount
        // (the error boundary's retry, the network back, the user back on the route), not only after a reload.
        // React.lazy keeps its first failure for good, so the next mount gets a fresh one.
        pending = undefined;
        Lazy = lazy(preload);
        throw error;
      },
    ));
  let Lazy = lazy(preload);
  function Preloadable(props: ComponentProps<T>) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount the screen.
    const [{ Component }] = useState(() => ({
      Component: (loaded ?? Lazy) as ComponentType<ComponentProps<T>>,
    }));
    return createElement(Component, props);
  }
  // `load` stays readable: the build reads each route's loader to write index.html's preloads (scripts/firstPaint.ts).
  return Object.assign(Preloadable, { preload, load });
}

/**
 * Whether an error is a script chunk that could not be fetched (Chromium, Firefox and Safari word it differently;
 * Vite's preload helper says 'Unable to preload CSS'), rather than a screen's own bug.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i.test(
    message,
  );
}
