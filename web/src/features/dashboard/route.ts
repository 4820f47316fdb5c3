import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { preloadQuery, revalidateOnPathChange } from '../../router/routeQuery';
import DashboardPageQuery, {
  type DashboardPageQuery as DashboardPageQueryType,
} from './__generated__/DashboardPageQuery.graphql';

export const dashboardRoute = (environment: Environment): RouteObject => ({
  path: 'dashboard',
  loader: () => preloadQuery<DashboardPageQueryType>(environment, DashboardPageQuery),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./DashboardPage')).DashboardPage },
});
