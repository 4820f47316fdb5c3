import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { preloadQuery, revalidateOnPathChange } from '../../router/routeQuery';
import CategoriesPageQuery, { type CategoriesPageQuery as CategoriesPageQueryType } from './__generated__/CategoriesPageQuery.graphql';

export const categoriesRoute = (environment: Environment): RouteObject => ({
  path: 'categories',
  loader: () => preloadQuery<CategoriesPageQueryType>(environment, CategoriesPageQuery),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./CategoriesPage')).CategoriesPage },
});
