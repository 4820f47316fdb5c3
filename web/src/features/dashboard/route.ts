import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../router/preloadQuery';
import type { DashboardPageQuery as DashboardPageQueryType } from './__generated__/DashboardPageQuery.graphql';

export const dashboardRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'dashboard',
  loader: () => preloadQuery<DashboardPageQueryType>(environment, () => import('./__generated__/DashboardPageQuery.graphql')),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./DashboardPage')).DashboardPage },
});
