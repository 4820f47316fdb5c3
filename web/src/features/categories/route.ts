import type { RouteObject } from 'react-router-dom';
import { preloadQuery, revalidateOnPathChange, type LoadEnvironment } from '../../router/preloadQuery';
import type { CategoriesPageQuery as CategoriesPageQueryType } from './__generated__/CategoriesPageQuery.graphql';

export const categoriesRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'categories',
  // Categories are also created from the save menus, which do not update this page's list.
  loader: () => preloadQuery<CategoriesPageQueryType>(environment, () => import('./__generated__/CategoriesPageQuery.graphql'), {}, { refresh: true }),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./CategoriesPage')).CategoriesPage },
});
