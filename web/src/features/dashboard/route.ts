import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../router/preloadQuery';
import type { DashboardPageQuery as DashboardPageQueryType } from './__generated__/DashboardPageQuery.graphql';

export const dashboardRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'dashboard',
  // Other screens change its figures (optimizing, saving): show the stored ones and refresh them.
  loader: () =>
    preloadQuery<DashboardPageQueryType>(environment, () => import('./__generated__/DashboardPageQuery.graphql'), {}, { refresh: true }),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./DashboardPage')).DashboardPage },
});
