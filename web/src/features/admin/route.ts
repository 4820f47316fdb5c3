import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../router/preloadQuery';
import type { AdminPageQuery as AdminPageQueryType } from './__generated__/AdminPageQuery.graphql';

export const adminRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'admin',
  loader: () => preloadQuery<AdminPageQueryType>(environment, () => import('./__generated__/AdminPageQuery.graphql')),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./AdminPage')).AdminPage },
});
