import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { preloadQuery, revalidateOnPathChange } from '../../router/routeQuery';
import LandingPageQuery, { type LandingPageQuery as LandingPageQueryType } from './__generated__/LandingPageQuery.graphql';

export const landingRoute = (environment: Environment): RouteObject => ({
  index: true,
  loader: () => preloadQuery<LandingPageQueryType>(environment, LandingPageQuery),
  shouldRevalidate: revalidateOnPathChange,
  lazy: { Component: async () => (await import('./LandingPage')).LandingPage },
});
