import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../router/preloadQuery';
import type { OptimizePageQuery as OptimizePageQueryType } from './__generated__/OptimizePageQuery.graphql';

export const optimizeRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'optimize',
  loader: () => preloadQuery<OptimizePageQueryType>(environment, () => import('./__generated__/OptimizePageQuery.graphql')),
  // ?prompt= only prefills the form: changing it reloads nothing.
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./OptimizePage')).OptimizePage },
});
