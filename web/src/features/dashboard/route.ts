import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../router/preloadQuery';
import DashboardPageQuery, {
  type DashboardPageQuery as DashboardPageQueryType,
} from './__generated__/DashboardPageQuery.graphql';

export const dashboardRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'dashboard',
  loader: () => preloadQuery<DashboardPageQueryType>(environment, DashboardPageQuery),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./DashboardPage')).DashboardPage },
});
