import type { RouteObject } from 'react-router-dom';
import { preloadQuery, type LoadEnvironment } from '../../router/preloadQuery';
import type { TeamPageQuery as TeamPageQueryType } from './__generated__/TeamPageQuery.graphql';

export const teamRoute = (environment: LoadEnvironment): RouteObject => ({
  path: 'team',
  // Members, invitations and team prompts change from other accounts: always refetched, and again after each action here.
  loader: () => preloadQuery<TeamPageQueryType>(environment, () => import('./__generated__/TeamPageQuery.graphql'), {}, { refresh: true }),
  lazy: { Component: async () => (await import('./TeamPage')).TeamPage },
});
