import type { RouteObject } from 'react-router-dom';

export const categoriesRoute = (): RouteObject => ({
  path: 'categories',
  lazy: { Component: async () => (await import('./CategoriesPage')).CategoriesPage },
});
