import type { RouteObject } from 'react-router-dom';

export const optimizeRoute = (): RouteObject => ({
  path: 'optimize',
  lazy: { Component: async () => (await import('./OptimizePage')).OptimizePage },
});
