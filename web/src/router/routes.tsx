import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import AppLayoutQuery, { type AppLayoutQuery as AppLayoutQueryType } from '../layout/__generated__/AppLayoutQuery.graphql';
import { APP_LAYOUT_ROUTE_ID } from '../layout/routeIds';
import { adminRoute } from '../pages/admin/route';
import { authRoute } from '../pages/auth/route';
import { categoriesRoute } from '../pages/categories/route';
import { dashboardRoute } from '../pages/dashboard/route';
import { landingRoute } from '../pages/landing/route';
import { myPromptsRoute } from '../pages/my-prompts/route';
import { notFoundRoute } from '../pages/not-found/route';
import { optimizeRoute } from '../pages/optimize/route';
import { promptsRoute } from '../pages/prompts/route';
import { settingsRoute } from '../pages/settings/route';
import { FullPageSpinner } from '../components/Spinners';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';
import { preloadQuery } from './routeQuery';


const layout = () => import('../layout/AppLayout');

/**
 * The route table (SPEC §2). Every page lives in `pages/<name>/` with a `route.ts` that names its
 * path, starts its Relay query in the loader and lazy-loads its component, so code and data load
 * in parallel and each page can be replaced on its own.
 */
export function createRoutes(environment: Environment): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RouteError,
      HydrateFallback: FullPageSpinner,
      children: [
        landingRoute(environment),
        authRoute(environment),
        {
          // The chrome (sidebar / mobile bar / footer). Its query holds the viewer for the guard.
          id: APP_LAYOUT_ROUTE_ID,
          loader: () => preloadQuery<AppLayoutQueryType>(environment, AppLayoutQuery),
          shouldRevalidate: () => false,
          lazy: { Component: async () => (await layout()).AppLayout },
          children: [
            {
              // Login required: visitors are sent to /auth.
              lazy: { Component: async () => (await layout()).RequireViewer },
              children: [
                dashboardRoute(environment),
                promptsRoute(environment),
                optimizeRoute(),
                myPromptsRoute(environment),
                categoriesRoute(environment),
                settingsRoute(environment),
              ],
            },
            adminRoute(environment),
            notFoundRoute(),
          ],
        },
      ],
    },
  ];
}
