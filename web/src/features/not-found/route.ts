import type { RouteObject } from 'react-router-dom';

export const notFoundRoute = (): RouteObject => ({
  path: '*',
  lazy: { Component: async () => (await import('./NotFoundPage')).NotFoundPage },
});
