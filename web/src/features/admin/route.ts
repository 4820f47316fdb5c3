import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../router/preloadQuery';
import AdminPageQuery, { type AdminPageQuery as AdminPageQueryType } from './__generated__/AdminPageQuery.graphql';

export const adminRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'admin',
  loader: () => preloadQuery<AdminPageQueryType>(environment, AdminPageQuery),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./AdminPage')).AdminPage },
});
