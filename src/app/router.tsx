import type { AppStore } from './store';
import { lazy, useLayoutEffect, useMemo, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ADMIN_SECTIONS, type AdminSectionPath } from './layouts/adminSections';
import { AppLayout } from './layouts/AppLayout';
import { EmptyLayout } from './layouts/EmptyLayout';
import { RootLayout } from './layouts/RootLayout';
import { deepestRouteTitle, RouteTitleContext, type RouteHandle } from './layouts/routeHandle';
import ExplorePage from '@/pages/explore/ExplorePage';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { paths } from '@/utils/paths';
import { firstScreen } from '@/utils/firstScreen';
import { startFeedEarly } from '@/features/explore';
import { prefetchImageDetail } from '@/features/image-detail';
import { prefetchShellData } from '@/features/shell';
import { setPageTitle } from '@/utils/documentTitle';
import { useAppT, type AppKey, type AppTranslate } from './i18n';

/** The tab's title on a screen without a title of its own (index.html's). */
const BRAND = 'Atelier AI';

/**
 * Explore (the index route, and where most visitors land from a shared link) is part of the first
 * chunks: as a lazy route its small shared pieces became ten extra chunks and one more round trip,
 * 4.4 KB gzip more than bundling it in. Every other screen is its own chunk, fetched when its route
 * is first visited; the layout's Suspense shows "APP Loading..." meanwhile. (Declarative routes rather than a data router: our screens load
 * their own data through RTK Query, and the data router costs 17 KB gzip of initial JS.)
 */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'element'> => {
  const Screen = lazyWithPreload(load);
  return { element: <Screen /> };
};

const ComingSoonPage = lazy(() => import('@/pages/misc/ComingSoonPage'));

/** A route whose screen belongs to later work: a titled "coming soon" panel inside the real layout. */
const comingSoon = (title: AppKey): Pick<RouteObject, 'element' | 'handle'> => ({
  handle: { title },
  element: <ComingSoonPage />,
});

const imageIndex = page(() => import('@/pages/misc/ImageIndexPage'));

/** One lazy chunk per admin section; the five the contract has no calls for share one panel. */
const plannedSection = () => import('@/pages/admin/PlannedSectionPage');
const ADMIN_SCREENS: Record<AdminSectionPath, () => Promise<{ default: ComponentType }>> = {
  '': () => import('@/pages/admin/OverviewPage'),
  operation: () => import('@/pages/admin/OperationPage'),
  library: () => import('@/pages/admin/LibraryPage'),
  category: () => import('@/pages/admin/CategoryPage'),
  aiTask: () => import('@/pages/admin/AiTaskPage'),
  dressing: () => import('@/pages/admin/DressingPage'),
  uploadMJ: () => import('@/pages/admin/UploadMJPage'),
  carousel: plannedSection,
  trend: plannedSection,
  vendor: plannedSection,
  questionnaire: plannedSection,
  crawler: plannedSection,
};
const notFound = page(() => import('@/pages/misc/NotFoundPage'));
/** The personal space's tabs share one chunk (and one mounted screen while switching tabs). */
const spaceScreen = page(() => import('@/pages/space/SpacePage'));
const policyScreen = page(() => import('@/pages/legal/PolicyRoutePage'));
/** The six policy pages share one chunk, which picks the text by path. */
const policyPage = (title: AppKey): Pick<RouteObject, 'element' | 'handle'> => ({
  handle: { title },
  ...policyScreen,
});

/**
 * The route table of spec 1 §2.1 and spec 3 §2.10.
 *
 * Where the 404 page applies: the spec sends *any unknown path* to the image index page, so an
 * unknown top-level or area path (`/foo`, `/tools/foo`, `/tools/info` without an id) lands there.
 * The 404 page is used where a path is known to be wrong rather than merely unknown: an unknown
 * child of the admin area (which has its own layout and no image index). Screens that look up an
 * id show their own not-found state; a screen that throws gets the layout's RouteErrorBoundary.
 *
 * Access: RootLayout's gate redirects visitors away from every non-public route (spec 1 §6) and
 * sends them to sign in on the admin area too, where AdminGate answers non-admins with the 403 page; route matching is case-insensitive like the gate.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <AppLayout variant="base" />,
        children: [
          {
            index: true,
            handle: { title: 'app.route.explore', awaitsFirstScreen: true } satisfies RouteHandle,
            element: <ExplorePage />,
          },
          {
            path: 'image',
            children: [
              { index: true, ...imageIndex },
              {
                path: 'detail',
                handle: {
                  title: 'app.route.imageDetail',
                  prefetch: (dispatch, search) => prefetchImageDetail(dispatch, search.get('image_id')),
                  awaitsFirstScreen: true,
                } satisfies RouteHandle,
                ...page(() => import('@/pages/image/ImageDetailPage')),
              },
            ],
          },
          {
            path: 'space',
            children: [
              { index: true, ...imageIndex },
              { path: 'creations', handle: { title: 'app.route.creations' }, ...spaceScreen },
              { path: 'likes', handle: { title: 'app.route.likes' }, ...spaceScreen },
              { path: 'production', handle: { title: 'app.route.production' }, ...spaceScreen },
              { path: 'inspiration', handle: { title: 'app.route.collection' }, ...spaceScreen },
              {
                path: 'avator',
                handle: {
                  title: 'app.route.fashionStyle',
                  // The gallery's endpoints are not in the initial JS: the loader's own small chunk (through the index, the
                  // whole feature) comes beside the screen's.
                  prefetch: (dispatch) =>
                    import('@/features/modeling/prefetch').then(({ prefetchTemplates }) =>
                      Promise.all(prefetchTemplates(dispatch)),
                    ),
                } satisfies RouteHandle,
                ...page(() => import('@/pages/space/AvatorPage')),
              },
            ],
          },
          {
            path: 'payment',
            handle: {
              title: 'app.route.payment',
              // The plans and the shell's data: the page's first commit shows the cards, not one render per answer.
              prefetch: (dispatch) =>
                Promise.all([
                  ...prefetchShellData(dispatch),
                  import('@/features/plans/prefetch').then(({ prefetchPlans }) =>
                    Promise.all(prefetchPlans(dispatch)),
                  ),
                ]),
            } satisfies RouteHandle,
            ...page(() => import('@/pages/payment/PaymentPage')),
          },
          // Spec 1 §2.1: "Any unknown path shows the same page as the image index."
          { path: '*', ...imageIndex },
        ],
      },
      {
        path: 'tools',
        element: <AppLayout variant="tools" />,
        children: [
          { index: true, element: <Navigate to="/tools/generate" replace /> },
          {
            path: 'inspiration',
            handle: { title: 'app.route.inspiration' },
            ...page(() => import('@/pages/tools/InspirationPage')),
          },
          {
            path: 'info/:id',
            handle: { title: 'app.route.imageInfo' },
            ...page(() => import('@/pages/tools/InfoPage')),
          },
          // `/tools` redirects here without an id, so the id is optional.
          {
            path: 'generate/:id?',
            handle: { title: 'app.route.generate' },
            ...page(() => import('@/pages/tools/GeneratePage')),
          },
          {
            path: 'costAssessment/:id',
            handle: { title: 'app.route.cost' },
            ...page(() => import('@/pages/tools/CostAssessmentPage')),
          },
          {
            path: 'deliver/:id',
            handle: { title: 'app.route.deliver' },
            ...page(() => import('@/pages/tools/DeliverPage')),
          },
          {
            path: 'pre-sale/:id',
            handle: { title: 'app.route.preSale' },
            ...page(() => import('@/pages/tools/PreSalePage')),
          },
        ],
      },
      {
        path: 'marketing',
        element: <AppLayout variant="tools" />,
        children: [
          { index: true, element: <Navigate to={paths.marketingContent()} replace /> },
          {
            path: 'content',
            handle: { title: 'app.route.marketing' },
            ...page(() => import('@/pages/marketing/MarketingContentPage')),
          },
          {
            path: 'batch/:batchId',
            handle: { title: 'app.route.batch' },
            ...page(() => import('@/pages/marketing/BatchPage')),
          },
          {
            path: 'pre-sale',
            // Spec 3 §2.2 'Making & Pre-sale' with ?image_id=; without it the Lab landing of the user's products.
            handle: {
              title: (search: URLSearchParams, t: AppTranslate) =>
                t(search.has('image_id') ? 'app.route.makingPresale' : 'app.route.lab'),
            },
            ...page(() => import('@/pages/marketing/PreSalePage')),
          },
        ],
      },
      {
        path: 'modeling',
        element: <AppLayout variant="tools" />,
        children: [
          { index: true, ...imageIndex },
          {
            path: 'content/:id?',
            handle: { title: 'app.route.modeling' },
            ...page(() => import('@/pages/modeling/ModelingPage')),
          },
          {
            path: 'fashionFactory/:id?',
            handle: { title: 'app.route.factory' },
            ...page(() => import('@/pages/modeling/FashionFactoryPage')),
          },
        ],
      },
      {
        element: <EmptyLayout />,
        children: [
          { path: 'signin', ...page(() => import('@/pages/auth/SignInPage')) },
          { path: 'signup', ...page(() => import('@/pages/auth/SignUpPage')) },
          { path: 'forget-password', ...page(() => import('@/pages/auth/ForgotPasswordPage')) },
          { path: 'change-password', ...page(() => import('@/pages/auth/ChangePasswordPage')) },
          { path: 'auth/apple/callback', ...page(() => import('@/pages/auth/AppleCallbackPage')) },
          { path: 'terms', ...policyPage('app.route.terms') },
          { path: 'privacy', ...policyPage('app.route.privacy') },
          { path: 'dmca', ...policyPage('app.route.dmca') },
          { path: 'subscription', ...policyPage('app.route.subscription') },
          { path: 'return', ...policyPage('app.route.return') },
          { path: 'contact', ...policyPage('app.route.contact') },
          { path: 'webhook-api/shopify', ...comingSoon('app.route.shopify') },
        ],
      },
      {
        path: 'admin',
        // Signed-in non-admins get the 403 page here (the role comes with the user info). A chunk of its own, with
        // the 403 page: few users ever open the admin area.
        ...page(() => import('./access/AdminGate').then((module) => ({ default: module.AdminGate }))),
        children: [
          {
            // Few users ever open the admin area: its layout and screens stay out of the main bundle.
            ...page(() =>
              import('./layouts/AdminLayout').then((module) => ({ default: module.AdminLayout })),
            ),
            children: [
              ...ADMIN_SECTIONS.map((section): RouteObject => {
                const screen = {
                  handle: {
                    title: (_: URLSearchParams, t: AppTranslate) =>
                      t('app.admin.title', { section: t(section.title) }),
                  },
                  ...page(ADMIN_SCREENS[section.path]),
                };
                return section.path === '' ? { index: true, ...screen } : { path: section.path, ...screen };
              }),
              { path: '*', ...notFound },
            ],
          },
        ],
      },
    ],
  },
];

let lastMatch: { pathname: string; matches: ReturnType<typeof matchRoutes<RouteObject>> } | undefined;

/**
 * `matchRoutes` of the route table, the last answer kept: each call flattens and ranks every branch of the table
 * (~3 ms on a phone), and the start-up asks for one path three times (loader, chunks, title).
 */
function matchesOf(pathname: string) {
  if (lastMatch?.pathname !== pathname) lastMatch = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatch.matches ?? [];
}

/**
 * Fetches the chunks of the screens `pathname` shows (its layouts' too). Resolves once every chunk is in, or failed
 * (the screen's own Suspense and error boundary take over then).
 */
export function preloadScreensOf(pathname: string): Promise<unknown[]> {
  const loads = matchesOf(pathname).map(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type as { preload?: () => Promise<unknown> };
    return type?.preload?.().catch(() => undefined);
  });
  return Promise.all(loads);
}

/** Longest the first render waits for a screen's data (`loadFirstScreen`); a slower answer is rendered when it comes. */
export const SCREEN_DATA_CAP_MS = 1000;

/** What `loadFirstScreen` has started: the screens' chunks, and those with the first data too. */
export interface FirstScreenLoad {
  /** Resolves once the chunks of the screens are in (or failed). */
  screens: Promise<unknown>;
  /** Resolves once the chunks are in and the data has arrived or failed, SCREEN_DATA_CAP_MS at most. */
  ready: Promise<unknown>;
}

/**
 * The route's loader, run by src/app/start.tsx before the app's first render (docs/architecture.md, "Routing and
 * the first page"): the chunks of the screens `pathname` shows and, at the same time, the data their routes'
 * `handle.prefetch` asks for (image detail, the templates gallery, the plans) or that the app keeps ready itself
 * (Explore's first page of pictures). A page drawn ahead of time is hydrated once `screens` is in (the answers then
 * show in the render after); any other first commit waits for `ready`, so it is the screen with its data, not
 * "APP Loading..." and skeletons followed by one render per answer. The screen's own queries join the requests
 * (RTK Query runs one per argument).
 */
export function loadFirstScreen(pathname: string, store: AppStore, search = ''): FirstScreenLoad {
  const handles = matchesOf(pathname).map(({ route }) => route.handle as RouteHandle | undefined);
  // A screen opening on pictures holds back what they do not need until they show (utils/firstScreen).
  if (handles.some((handle) => handle?.awaitsFirstScreen)) firstScreen.await();
  if (pathname === '/') startFeedEarly(store.dispatch, store.getState());
  const query = new URLSearchParams(search);
  const data = Promise.all(
    handles.map((handle) =>
      // A loader whose chunk did not come (offline) leaves the screen to ask for itself.
      Promise.resolve(handle?.prefetch?.(store.dispatch, query)).catch(() => undefined),
    ),
  );
  const screens = preloadScreensOf(pathname);
  // A timer left after the answers won the race resolves nothing that is still awaited.
  const capped = Promise.race([data, new Promise((resolve) => setTimeout(resolve, SCREEN_DATA_CAP_MS))]);
  return { screens, ready: Promise.all([screens, capped]) };
}

/**
 * The route table rendered at the current location, with the deepest route title in context and in the tab's title
 * ('Inspiration · Atelier AI', in the language in use). Set in a layout effect, so a page that names itself (an
 * image's detail, a policy) overwrites it from its own effect.
 */
export function AppRoutes() {
  const t = useAppT();
  const location = useLocation();
  const element = useRoutes(routes);
  const title = useMemo(
    () => deepestRouteTitle(matchesOf(location.pathname), location.search, t),
    [location, t],
  );
  useLayoutEffect(() => {
    setPageTitle(title ? t('app.documentTitle', { title }) : BRAND);
  }, [title, t]);
  return <RouteTitleContext value={title}>{element}</RouteTitleContext>;
}
