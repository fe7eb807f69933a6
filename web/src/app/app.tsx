import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { RouteError } from './route-error';
import { FullScreenLoader } from './full-screen-loader';
import { LoginRoute } from '../auth/login-route';
import { RESOURCE_AREAS } from '../resources/resource-path';
import { TEMPLATE_PERMISSIONS_PATH } from '../template-apps/template-permissions-access';
import { IMPORTS_PATH } from '../imports/imports-path';
import { FEATURES } from '../features';
import { withNamespace } from '../features/feature-loading';

/**
 * Each screen is its own chunk, fetched when its route is first matched: the login page and the
 * layout stay small, and a list never waits for the form or report code. The router keeps the
 * current screen up while the next one's chunk arrives.
 */
const screen =
  <P extends object>(load: () => Promise<ComponentType<P>>, props?: P) =>
  async () => {
    const Screen = await load();
    return { Component: () => <Screen {...(props as P)} /> };
  };

/** The resource engine's screens load with the features' extensions, registered before they render. */
const withFeatures =
  <T,>(load: () => Promise<T>): (() => Promise<T>) =>
  async () => {
    const [features, loaded] = await Promise.all([import('./resource-features'), load()]);
    await features.registerResourceFeatures();
    return loaded;
  };

// Each role's own first screen (issue 26): a technician's work, a requester's requests, else the dashboard.
const home = screen(() => import('../home/home-route').then((m) => m.HomeRoute));
// A list's rows are asked for as the navigation starts (its loader), so the screen renders once, with them.
const list = async () => {
  const page = await withFeatures(() => import('../resources/list/resource-list-page'))();
  return {
    ...(await screen(async () => page.ResourceListPage)()),
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      // The page load's own render is not held back for the rows (see startListRead).
      await page.startListRead(params.resource, new URL(request.url), router.state.initialized);
      return null;
    },
    // Only on entering a list: within it, the screen's own reads follow its sorting, paging and search.
    shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname !== nextUrl.pathname,
  };
};
const detail = screen(
  withFeatures(() => import('../resources/detail/resource-detail-page').then((m) => m.ResourceDetailPage)),
);
const form = (mode: 'create' | 'edit') =>
  screen(
    withFeatures(() => import('../resources/form/resource-form-page').then((m) => m.ResourceFormPage)),
    { mode },
  );

/** One set of generic routes per area serves every declared resource (no per-resource routes). */
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { path: '/login', element: <LoginRoute /> },
      ...FEATURES.flatMap((feature) =>
        (feature.publicRoutes ?? []).map((route) => ({
          path: route.path,
          lazy: screen(withNamespace(feature.namespace, route.load)),
        })),
      ),
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./signed-in-shell')).SignedInShell }),
        children: [
          { index: true, lazy: home },
          ...RESOURCE_AREAS.flatMap((area) => [
            { path: `${area}/:resource`, lazy: list },
            { path: `${area}/:resource/new`, lazy: form('create') },
            { path: `${area}/:resource/:id`, lazy: detail },
            { path: `${area}/:resource/:id/edit`, lazy: form('edit') },
          ]),
          // After the generic ones: `maintenance/workorders/new` stays the generic form.
          ...FEATURES.flatMap((feature) =>
            (feature.routes ?? []).map((route) => ({
              path: route.path,
              lazy: screen(withNamespace(feature.namespace, route.load)),
            })),
          ),
          {
            path: TEMPLATE_PERMISSIONS_PATH.slice(1),
            lazy: screen(() =>
              import('../template-apps/template-permissions-page').then((m) => m.TemplatePermissionsPage),
            ),
          },
          {
            path: IMPORTS_PATH.slice(1),
            lazy: screen(() => import('../imports/imports-page').then((m) => m.ImportsPage)),
          },
          { path: 'reports/:report', lazy: screen(() => import('../reports/report-page').then((m) => m.ReportPage)) },
          { path: '*', lazy: screen(() => import('../layout/not-found-page').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
]);

export default function App() {
  return <RouterProvider router={router} />;
}
