import type { RouteObject } from 'react-router-dom';
import type { AppLayoutQuery as AppLayoutQueryType } from '../layout/__generated__/AppLayoutQuery.graphql';
import { APP_LAYOUT_ROUTE_ID } from '../layout/routeIds';
import { adminRoute } from '../features/admin/route';
import { authRoute, passwordResetRoutes } from '../features/account/auth/route';
import { categoriesRoute } from '../features/categories/route';
import { teamRoute } from '../features/team/route';
import { dashboardRoute } from '../features/dashboard/route';
import { landingRoute } from '../features/landing/route';
import { developersRoute } from '../features/developers/route';
import { legalRoutes } from '../features/legal/route';
import { historyRoute } from '../features/history/route';
import { myPromptsRoute } from '../features/my-prompts/route';
import { notFoundRoute } from '../features/not-found/route';
import { optimizeRoute } from '../features/optimizer/route';
import { promptsRoute } from '../features/library/route';
import { settingsRoute } from '../features/account/settings/route';
import { FullPageSpinner } from '../ui/Spinners';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';
import { preloadQuery, type LoadEnvironment } from './preloadQuery';

const layout = () => import('../layout/AppLayout');

/**
 * The route table. Every page lives in `features/<feature>/` with a `route.ts` that names its
 * path, starts its Relay query in the loader and lazy-loads its component, so code and data load
 * in parallel and each page can be replaced on its own.
 */
export function createRoutes(environment: LoadEnvironment): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RouteError,
      HydrateFallback: FullPageSpinner,
      children: [
        landingRoute(),
        authRoute(),
        ...passwordResetRoutes(),
        {
          // Fluent's provider and components load with the pages that use them: all but the landing and auth pages.
          id: 'fluent',
          lazy: { Component: async () => (await import('../theme/FluentShell')).FluentShell },
          children: [
        {
          // Every route below uses Relay: this one provides the environment (and loads Relay's
          // code), so the landing and auth pages above need neither.
          id: 'relay',
          lazy: {
            Component: async () => {
              const [{ relayOutlet }, relayEnvironment] = await Promise.all([import('../relay/RelayOutlet'), environment()]);
              return relayOutlet(relayEnvironment);
            },
          },
          children: [
            {
              // The chrome (sidebar / mobile bar / footer). Its query holds the viewer for the guard.
              id: APP_LAYOUT_ROUTE_ID,
              loader: () => preloadQuery<AppLayoutQueryType>(environment, () => import('../layout/__generated__/AppLayoutQuery.graphql')),
              shouldRevalidate: () => false,
              lazy: { Component: async () => (await layout()).AppLayout },
              children: [
                {
                  // Login required: visitors are sent to /auth.
                  lazy: { Component: async () => (await layout()).RequireViewer },
                  children: [
                    dashboardRoute(environment),
                    optimizeRoute(environment),
                    historyRoute(environment),
                    myPromptsRoute(environment),
                    categoriesRoute(environment),
                    teamRoute(environment),
                    settingsRoute(environment),
                  ],
                },
                // The library: read-only for a visitor (save disabled; docs/behaviour.md).
                promptsRoute(environment),
                adminRoute(environment),
                ...legalRoutes(),
                developersRoute(),
                notFoundRoute(),
              ],
            },
          ],
        },
          ],
        },
      ],
    },
  ];
}
