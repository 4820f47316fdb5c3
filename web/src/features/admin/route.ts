import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { preloadQuery, revalidateOnPathChange } from '../../router/routeQuery';
import AdminPageQuery, { type AdminPageQuery as AdminPageQueryType } from './__generated__/AdminPageQuery.graphql';

export const adminRoute = (environment: Environment): RouteObject => ({
  path: 'admin',
  loader: () => preloadQuery<AdminPageQueryType>(environment, AdminPageQuery),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./AdminPage')).AdminPage },
});
