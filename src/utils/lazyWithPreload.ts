import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` with a `preload()` to start fetching the chunk early (on hover, focus or idle), so an
 * overlay kept out of the initial bundle still opens without a visible wait.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors React.lazy's own constraint
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let pending: Promise<{ default: T }> | undefined;
  const preload = () => (pending ??= load());
  return Object.assign(lazy(preload), { preload });
}
