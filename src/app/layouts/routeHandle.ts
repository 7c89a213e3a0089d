import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router-dom';
import { appT, type AppKey, type AppTranslate } from '../i18n';
import type { AppDispatch } from '../store';

/**
 * A route's loader (`loadFirstScreen`, src/app/router.tsx): asks for the data its screen shows first, through RTK
 * Query's `initiate` without holding a subscription. Started with the screen's chunks, not after them: the answer
 * and the code come in together.
 */
export type ScreenPrefetch = (
  dispatch: AppDispatch,
  /** The URL's query (image detail's `image_id`). */
  search: URLSearchParams,
) => Promise<unknown> | undefined;

export interface RouteHandle {
  /**
   * Shown in the header and on the coming-soon panel. A function when one route serves two screens by its
   * query (the Lab landing and 'Making & Pre-sale'), so the header always names the screen shown.
   */
  title?: AppKey | ((search: URLSearchParams, t: AppTranslate) => string);
  /** The data the screen shows first, asked for before the first render (see ScreenPrefetch). */
  prefetch?: ScreenPrefetch;
  /**
   * The screen opens on pictures and reports them shown (`firstScreen.shown()`): a page opened on it holds back
   * what those pictures do not need meanwhile (utils/firstScreen).
   */
  awaitsFirstScreen?: true;
}

/** The title of the deepest matched route that names one, in the language in use; provided by AppRoutes. */
export const RouteTitleContext = createContext<string | undefined>(undefined);

export function deepestRouteTitle(
  matches: readonly Pick<RouteMatch, 'route'>[] | null,
  search = '',
  t: AppTranslate | typeof appT = appT,
): string | undefined {
  if (!matches) return undefined;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = (matches[index].route.handle as RouteHandle | undefined)?.title;
    if (typeof title === 'function') return title(new URLSearchParams(search), t as AppTranslate);
    if (title) return t(title);
  }
  return undefined;
}

export function useRouteTitle(): string | undefined {
  return useContext(RouteTitleContext);
}
